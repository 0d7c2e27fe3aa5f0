package schema

import (
	"fmt"
	"strings"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/components"
)

// dim is what one level of an array is indexed by: a phrase and, where
// the positions have names, those names from the code's vocabulary.
type dim struct {
	what  string
	names []any
}

// index describes an array: what its index is at this level, from the
// table of array meanings, checking that a fixed length matches the names.
func (g *gen) index(s *Schema, f field, n int) {
	dims, ok := g.indexes[f.key]
	if !ok || f.depth >= len(dims) {
		g.fail("%s: no meaning is given for the index of this array (level %d); add it to indexes", f.key, f.depth)
		return
	}
	d := dims[f.depth]
	if d.names != nil && n >= 0 && len(d.names) != n {
		g.fail("%s: %d names for an array of %d", f.key, len(d.names), n)
	}
	s.Description = "Index: " + d.phrase()
	if f.depth == 0 && len(dims) > 1 {
		var all []string
		for _, d := range dims {
			all = append(all, d.phrase())
		}
		s.Description = "Indexed by " + strings.Join(all, "; then by ") + "."
	}
}

func (d dim) phrase() string {
	if d.names == nil {
		return d.what
	}
	var parts []string
	for _, n := range d.names {
		parts = append(parts, fmt.Sprint(n))
	}
	return fmt.Sprintf("%s (%s)", d.what, strings.Join(parts, ", "))
}

// indexTable returns what each array's index is, by "Type.Field" (the
// library's and the protocol's types without their package). An array
// indexed by a part type, model, department or workstation follows the
// order of components, and its names come from the code's vocabulary.
func indexTable() map[string][]dim {
	var (
		model      = dim{"model", anyList(without(names[kanban.Model](), "none"))}
		part       = dim{"part type", anyList(without(names[kanban.Part](), "none"))}
		upgrade    = dim{"upgrade space: one per part type, the part it takes", anyList(without(names[kanban.Part](), "none"))}
		dept       = dim{"department", anyList(without(names[kanban.Department](), "none"))}
		station    = dim{"workstation, in working order", anyList(names[kanban.Workstation]()[:kanban.NumWorkstations])}
		category   = dim{"final-scoring category", anyList(names[kanban.ScoreCategory]())}
		row        = dim{"display row (0 the top row, 1 the bottom row)", nil}
		column     = dim{"display column, from the stacks outward (0 nearest)", nil}
		stack      = dim{"Design stack", anyList(names[kanban.DesignSource]()[components.DisplayRows*components.DisplayColumns:])}
		garage     = dim{"garage, 0 first; the last is the padlocked garage", nil}
		basic      = dim{"basic garage, 0 first", nil}
		demand     = dim{"face-up Demand place, 0 first", nil}
		factory    = dim{"Factory Goal place: the easier then the harder tile of each kind", nil}
		room       = dim{"meeting-room place, 0 first", nil}
		icon       = dim{"speech icon, in the card's icon order", nil}
		colleague  = dim{"Colleague: Lacerda, then Turczi", nil}
		seating    = dim{"seat: the players in seating order", nil}
		certOrder  = dim{"place in Certification-track order, the first first", nil}
		topFirst   = dim{"place in the pile, the top first", nil}
		queue      = dim{"car behind the Pace Car, the front first", nil}
		order      = dim{"place in the order, the first first", nil}
		tileOrder  = dim{"Design tile, in tile order", nil}
		deckOrder  = dim{"card, in the order the kind says", nil}
		stripe     = dim{"striped space, 0 first", nil}
		section    = dim{"Certification-track section: the starting section, then one per number of certifications", nil}
		certSpace  = dim{"space of the section, 0 first", nil}
		trackOrder = dim{"player on the track, the most advanced first", nil}
		conveyor   = dim{"conveyor space", anyList(without(conveyorNames(), kanban.ExitSpace.String()))}
		chain      = dim{"conveyor space of the push chain, in the order pushed", nil}
		legal      = dim{"legal action, in the engine's order", nil}
		observe    = dim{"number of the observation vector, laid out as bots.ObservationSize documents", nil}
		heldOrder  = dim{"part, in the order given or taken this turn", nil}
		parking    = dim{"claimed car waiting for a garage, the next first", nil}
		poolSpot   = dim{"part in the Recycling pool", nil}
		awardTile  = dim{"Award tile, the top first", nil}
		meeting    = dim{"face-up goal: the meeting room's places, then the goal each seat played", nil}
		standing   = dim{"standing, the best first", nil}
		assembly   = dim{"part on the model's assembly spaces, in part-type order", nil}
		spaces     = dim{"option, in increasing order", nil}
		discards   = dim{"goal, the first discarded first", nil}
		difficulty = dim{"Difficulty card, in the order dealt", nil}
		hand       = dim{"card in hand, in the order taken", nil}
		goals      = dim{"face-up goal, in meeting-room order then played", nil}
		designs    = dim{"Design tile, in the order of the kind", nil}
	)
	var (
		players  = dim{"number of players (0 and 1 unused)", nil}
		awardKnd = dim{"Award kind, in the order of components.Award", nil}
	)
	return map[string][]dim{
		"components.Edition.AwardBenefits":          {awardKnd},
		"components.Edition.AwardTiles":             {awardKnd},
		"components.Edition.AwardsPerTrack":         {players},
		"components.Edition.CarValues":              {model},
		"components.Edition.CertStart":              {certSpace},
		"components.Edition.CertTrack":              {dim{"Certification-track section, 0 first", nil}, certSpace},
		"components.Edition.ClaimCosts":             {queue},
		"components.Edition.ColleagueBottomStation": {colleague},
		"components.Edition.ColleagueBranches":      {colleague, conveyor},
		"components.Edition.ColleagueStartSpots":    {colleague, dim{"start spot, 0 first", nil}},
		"components.Edition.ColleagueStartTraining": {colleague},
		"components.Edition.ColumnBonus":            {column},
		"components.Edition.Conveyor":               {conveyor},
		"components.Edition.DemandTiles":            {dim{"Demand tile, 0 first", nil}},
		"components.Edition.Designs":                {tileOrder},
		"components.Edition.ExpertGarageBenefits":   {basic},
		"components.Edition.FactoryGoalTokens":      {players, dim{"Factory Goal tile drawn of a kind: the easier, then the harder", nil}},
		"components.Edition.FactoryGoals":           {dim{"Factory Goal tile: kind by kind, the easiest first", nil}},
		"components.Edition.FinalGoals":             {dim{"Final Goal tile, 0 first", nil}},
		"components.Edition.GarageBenefits":         {basic},
		"components.Edition.Goals":                  {dim{"Performance Goal card, by number", nil}},
		"components.Edition.KanbanCards":            {dim{"Kanban Order card, by number", nil}},
		"components.Edition.KeepingUpPP":            {dim{"End-of-Week scoring, the 1st first; later ones score the last", nil}},
		"components.Edition.PadlockBenefits":        {dim{"benefit of the padlocked garage, in printed order", nil}},
		"components.Edition.SandraDesignColumns":    {players},
		"components.Edition.SoloDepartmentDeck":     {dim{"department card, by id; the last is the reshuffle card", nil}},
		"components.Edition.SoloProvideOrder":       {order},
		"components.Edition.SoloSandraSelects":      {dept},
		"components.Edition.SoloSelectionDeck":      {dim{"selection card, by id", nil}},
		"components.Edition.TestTracks":             {players},
		"components.Edition.TrackScores":            {trackOrder},
		"components.Edition.TurcziClaimOrder":       {order},
		"components.Edition.UpgradeSpaces":          {model, upgrade},
		"components.Edition.UpgradeValues":          {dim{"space of the Upgrade Value track, the first first", nil}},
		"components.Edition.WarehouseAbove":         {part},
		"components.Edition.WorkstationShifts":      {dept, dim{"workstation of the department, 0 first", nil}},
		"components.ConveyorSpace.Next":             {dim{"arrow leaving the space, in printed order", nil}},
		"components.FinalGoal":                      {dim{"achievement, in printed order", nil}},
		"components.Goal.Icons":                     {icon},
		"components.KanbanCard":                     {dim{"symbol on the card, in printed order", nil}},
		"components.SoloDepartmentCard.Plan":        {order},

		"Action.Claims":                {queue},
		"Config.Players":               {seating},
		"helloMsg.Players":             {seating},
		"Cost.Parts":                   {part},
		"FaceUpGoal.Tokens":            {icon},
		"GoalView.Icons":               {icon},
		"Hand.Goals":                   {hand},
		"Hand.Kanban":                  {hand},
		"Result.Standings":             {standing},
		"SandraForecast.Players":       {seating},
		"decisionJSON.Goals":           {spaces},
		"decisionJSON.Spaces":          {spaces},
		"decisionJSON.To":              {spaces},
		"decisionMsg.Legal":            {legal},
		"decisionMsg.Observation":      {observe},
		"components.TestTrack.Striped": {stripe},
		"Supply.Cars":                  {model},
		"Supply.Parts":                 {part},

		"PlayerBoard.Awards":          {dept},
		"PlayerBoard.FactoryGoals":    {factory},
		"PlayerBoard.GarageBenefits":  {basic},
		"PlayerBoard.GarageUsed":      {garage},
		"PlayerBoard.Garages":         {garage},
		"PlayerBoard.Locks":           {dept},
		"PlayerBoard.PadlockBenefits": {dim{"benefit of the padlocked garage, in printed order", nil}},
		"PlayerBoard.Parts":           {part},
		"PlayerBoard.Training":        {dept},

		"View.AwardStacks":      {dept},
		"View.CertBenefits":     {section, certSpace},
		"View.CertOrder":        {certOrder},
		"View.ColumnBonus":      {column},
		"View.Conveyor":         {conveyor},
		"View.Demand":           {demand},
		"View.DiscardedGoals":   {discards},
		"View.Display":          {row, column},
		"View.FactoryGoals":     {factory},
		"View.MeetingGoals":     {goals},
		"View.MeetingRoom":      {room},
		"View.Order":            {order},
		"View.Parking":          {parking},
		"View.Players":          {seating},
		"View.Pool":             {poolSpot},
		"View.Stacks":           {stack},
		"View.TestQueue":        {queue},
		"View.TrackOrders":      {dept, trackOrder},
		"View.UpgradeBenefits":  {model, upgrade},
		"View.UpgradeOwners":    {model, upgrade},
		"View.Upgrades":         {model, upgrade},
		"View.Values":           {part},
		"View.Warehouses":       {part},
		"View.Workstations":     {station},
		"View.AwardChoice":      {dim{"Award tile looked through, the top first", nil}},
		"View.Assembly":         {model, assembly},
		"View.KanbanKnown":      {dim{"card of the deck's known bottom part, the next drawn first", nil}},
		"View.KanbanHeld":       {seating, dim{"card, in card order", nil}},
		"View.CentralKnown":     {dim{"group of the Central stack's known bottom part, the one nearest the top first", nil}, tileOrder},
		"AwardStack.Known":      {dim{"Award tile the viewer knows in the stack, in tile order", nil}},
		"posMemory.KanbanHeld":  {seating, dim{"card, in card order", nil}},
		"posMemory.AwardsSeen":  {seating, dim{"department, in department order", nil}},
		"posMemory.CentralSets": {dim{"place of the Central stack from the bottom (0), linked to the place above, in increasing order", nil}},

		"SoloConfig.Difficulty":    {difficulty},
		"SoloSetup.Column":         {topFirst},
		"SoloSetup.DepartmentDeck": {topFirst},
		"SoloSetup.Difficulty":     {difficulty},
		"SoloSetup.SelectionDeck":  {topFirst},
		"SoloView.ColleagueParts":  {part},
		"SoloView.Colleagues":      {colleague},
		"SoloView.Column":          {topFirst},
		"SoloView.Difficulty":      {difficulty},
		"ColleagueView.Cars":       {model},
		"ColleagueView.Training":   {dept},

		"Setup.Awards":           {dept, awardTile},
		"Setup.Demand":           {dim{"Demand tile: the two face up, then the stack from the top down", nil}},
		"Setup.Designs":          {dim{"Design tile: the top display row from the stacks outward, the bottom row, then the Central, top and bottom First Office stacks, each from the top down", nil}},
		"Setup.FactoryGoals":     {factory},
		"Setup.GoalDeck":         {topFirst},
		"Setup.KanbanDeck":       {topFirst},
		"Setup.Pool":             {poolSpot},
		"SetupTable.AwardStacks": {dept},
		"SetupTable.Demand":      {demand},
		"SetupTable.Display":     {row, column},
		"SetupTable.MeetingRoom": {room},
		"SetupTable.StackTops":   {stack},

		"position.Order":         {order},
		"position.Players":       {seating},
		"position.Workstations":  {station},
		"posBoard.Assembly":      {model, assembly},
		"posBoard.AwardStacks":   {dept, awardTile},
		"posBoard.AwardTokens":   {dept},
		"posBoard.Cars":          {model},
		"posBoard.Conveyor":      {conveyor},
		"posBoard.Demand":        {demand},
		"posBoard.DemandStack":   {topFirst},
		"posBoard.Display":       {row, column},
		"posBoard.Doubled":       {dim{"part type whose upgrade value is doubled, in the order doubled", nil}},
		"posBoard.FactoryGoals":  {factory},
		"posBoard.GoalDeck":      {topFirst},
		"posBoard.GoalDiscards":  {discards},
		"posBoard.KanbanDeck":    {topFirst},
		"posBoard.MeetingRoom":   {room},
		"posBoard.Pool":          {poolSpot},
		"posBoard.Stacks":        {stack, topFirst},
		"posBoard.Supply":        {part},
		"posBoard.TestQueue":     {queue},
		"posBoard.Upgrades":      {model, upgrade},
		"posBoard.Values":        {part},
		"posBoard.Warehouses":    {part},
		"posColleague.Cars":      {model},
		"posColleague.Final":     {category},
		"posColleague.Training":  {dept},
		"posColleague.Upgraded":  {tileOrder},
		"posMeeting.Tokens":      {meeting, icon},
		"posPending.Path":        {chain},
		"posPlayer.Awards":       {dept},
		"posPlayer.Desk":         {tileOrder},
		"posPlayer.FactoryTaken": {factory},
		"posPlayer.Final":        {category},
		"posPlayer.Garages":      {garage},
		"posPlayer.GaragesUsed":  {garage},
		"posPlayer.Goals":        {hand},
		"posPlayer.Kanban":       {hand},
		"posPlayer.Parts":        {part},
		"posPlayer.Training":     {dept},
		"posPlayer.Upgraded":     {tileOrder},
		"posSolo.ColleagueParts": {part},
		"posSolo.Colleagues":     {colleague},
		"posSolo.Column":         {topFirst},
		"posSolo.DepartmentDeck": {topFirst},
		"posSolo.Difficulty":     {difficulty},
		"posSolo.Gone":           {designs},
		"posSolo.SelectionDeck":  {topFirst},
		"posSolo.SharedStack":    {topFirst},
		"posTurn.Gave":           {heldOrder},
		"posTurn.Parking":        {parking},
		"posTurn.Took":           {heldOrder},
		"_":                      {deckOrder},
	}
}
