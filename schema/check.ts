// check.ts uses the declarations as a frontend would; tsc --strict checks it
// (npm run check), so a declaration that a frontend cannot use fails.
import type { DecisionAnswer, HostMessage, Model, Part, PlayerEvent, View } from "./kanban";

// The models in the order of components, which View.upgrades follows.
const models: Model[] = ["city", "suv", "truck", "sports", "concept"];
const parts: Part[] = ["motor", "autopilot", "battery", "body", "electronics", "drivetrain"];

// upgradesOf lists the parts on a model's upgrade spaces: View.upgrades is
// indexed by model, then by upgrade space (one per part type).
export function upgradesOf(view: View, model: Model): string[] {
  const row = view.upgrades[models.indexOf(model)];
  return row.map((part, space) => `${parts[space]} space: ${part}`);
}

// news writes one line for an event a player receives.
export function news(e: PlayerEvent): string {
  switch (e.type) {
    case "trained":
      return `${e.player} trained in ${e.dept} to space ${e.space}`;
    case "design-upgraded":
      return `${e.player} upgraded ${e.design} with ${e.part}${e.give === undefined ? "" : ` for ${e.give}`}`;
    case "started":
      return `a game of ${e.setup.config.players.length} players, first ${e.setup.first_player}`;
    case "acted":
      return `${e.act.player} ${e.act.type}`;
    default:
      return e.type;
  }
}

// answer answers a bot-protocol message: the first legal action.
export function answer(msg: HostMessage): DecisionAnswer | undefined {
  if (msg.type === "decision") {
    return { id: msg.legal[0].id, n: msg.n };
  }
  return undefined;
}
