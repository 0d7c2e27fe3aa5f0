package kanban

// The English-only forms of the shared phrases, for the callers that do
// not speak a Language yet. Each goes once its last caller does.

func deptName(d Department) string                 { return English.dept(d) }
func modelName(m Model) string                     { return English.model(m) }
func partCount(p Part, n int) string               { return English.partCount(p, n) }
func partList(parts []uint8) string                { return English.partList(parts) }
func count(n int, one, many string) string         { return English.count(n, one, many) }
func andList(items []string) string                { return English.andList(items) }
func benefitPhrase(b Benefit) string               { return English.benefit(b) }
func gaining(b Benefit) string                     { return English.gaining(b) }
func designPhrase(d DesignTile) string             { return English.design(d) }
func sourcePhrase(src DesignSource) string         { return English.source(src) }
func topBottom(w Workstation) string               { return English.topBottom(w) }
func placementPhrase(k KanbanPlacement) string     { return English.placement(k) }
func fromPhrase(from PartSource, give Part) string { return English.from(from, give) }
func ordinal(n int) string                         { return English.ordinal(n) }
func pp(n int) string                              { return English.pp(n) }
func withArticle(name string) string {
	for m, n := range modelNames {
		if n == name {
			return English.withArticle(Model(m))
		}
	}
	return "a " + name
}
