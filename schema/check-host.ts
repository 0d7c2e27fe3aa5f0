// check-host.ts uses the web host's declarations as a frontend would;
// tsc --strict checks it (npm run check), so a declaration that a frontend
// cannot use fails.
import type { components, operations, paths } from "./host";
import type { PlayerEvent } from "./kanban";

type Schemas = components["schemas"];
type State = paths["/api/games/{id}/state"]["get"]["responses"][200]["content"]["application/json"];

// A game of a person and a greedy bot, as POST /api/games takes it.
export const twoSeats: Schemas["CreateRequest"] = {
  seats: [
    { color: "red", kind: "human" },
    { color: "blue", kind: "ismcts", decision_time: "100ms" },
  ],
};

// firstLegal is the action a seat would send to play its first legal action.
export function firstLegal(st: State): Schemas["ActionRequest"] | undefined {
  if (!st.your_turn) return undefined;
  return { version: st.version, state_id: st.state_id, notation: st.legal[0].notation };
}

// said tells one message of an event stream.
export function said(m: Schemas["EventStream"][number]): string {
  if ("retry" in m) return `reconnect in ${m.retry} ms`;
  if (!("event" in m)) return `${m.id}: ${m.data.text}`;
  switch (m.event) {
    case "reset":
      return `back to version ${m.data.version}`;
    case "chat":
      return `${m.data.author}: ${m.data.text}`;
    case "handed-over":
    case "broken":
      return `${m.data.error}: ${m.data.message}`;
  }
}

// eventOf is the library's event a stream's message carries.
export function eventOf(m: Schemas["GameEventMessage"]): PlayerEvent {
  return m.data.event;
}

// refusal tells why an action was refused.
export function refusal(e: operations["act"]["responses"][422]["content"]["application/json"]): string {
  return `${e.error}: ${e.rule ?? ""} ${e.reason ?? e.message}`;
}
