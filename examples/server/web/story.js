// The story of the game, as a person reads it: one line per action, its
// consequences folded beneath it (open them to read them), under a heading
// for each day and each working turn, the whole game kept, a filter by
// player, and each line a button that shows the board as it was after
// that action.
import { h, cap, colorName } from "./board.js";
import { t, tn } from "./i18n.js";

let list = null;
let onLine = null;      // called with the version after a line's action
let current = null;     // the group of the action being told
let filter = "";        // the player whose actions show, "" for all
let follow = true;      // whether the story follows its newest line
let scrollQueued = false;

// setUpStory makes the story of the list whose id is given; show(version)
// draws the board as it was then.
export function setUpStory(id, show) {
  list = document.getElementById(id);
  onLine = show;
  // The story follows its newest line unless the reader has scrolled up:
  // known when they scroll, so that telling an event reads no layout (a
  // whole game's thousands of events arrive at once).
  const box = list.parentElement;
  box.addEventListener("scroll", () => { follow = box.scrollHeight - box.scrollTop - box.clientHeight < 30; }, { passive: true });
}

// followNewest scrolls the story to its newest line once the events that
// arrived together are told, if it follows it.
function followNewest() {
  if (!follow || scrollQueued) return;
  scrollQueued = true;
  const box = list.parentElement;
  const go = () => { scrollQueued = false; if (follow) box.scrollTop = box.scrollHeight; };
  if (document.visibilityState === "hidden") setTimeout(go, 50);
  else requestAnimationFrame(go);
}

// groupOf returns the group of an action, making it with its line.
function groupOf(e, text) {
  const n = e.action ?? -1;
  if (current && current.dataset.action === String(n)) return current;
  const line = h("button", { type: "button", class: "line", text: text || (n < 0 ? t("The game is set up") : t("action {0}", n + 1)) });
  const more = h("ul", { class: "more" });
  const details = h("details", { hidden: "" }, h("summary", { text: t("what followed") }), more);
  const g = h("li", { class: "action", "data-action": String(n), "data-player": e.player || "none", "data-seq": String(e.seq), "data-last": String(e.seq) },
    line, details);
  line.addEventListener("click", () => onLine && onLine(Number(g.dataset.last), line.textContent));
  g.hidden = !!filter && g.dataset.player !== filter;
  current = g;
  list.append(g);
  return g;
}

// heading adds a day's or a turn's heading.
function heading(kind, e, text) {
  list.append(h("li", { class: `heading ${kind}`, "data-seq": String(e.seq) }, h(kind === "day" ? "h3" : "h4", { text })));
}

// tell adds an event and its text to the story: the acted event starts
// its action's line; the others fold under it, a line repeating the one
// before left out; a day's and a turn's start add headings.
export function tell(e, text) {
  const kind = e.type || "";
  if (kind === "day-started") heading("day", e, text ? cap(text) : t("Day {0}", e.n));
  if (kind === "turn-started" && text) heading("turn", e, cap(text));
  if (kind === "acted") {
    current = null;
    groupOf(e, text);
  } else if (text && kind !== "day-started" && kind !== "turn-started") {
    const g = groupOf(e, "");
    const more = g.querySelector("ul.more");
    const last = more.lastElementChild ? more.lastElementChild.textContent : g.querySelector(".line").textContent;
    if (text !== last) more.append(h("li", { class: `ev ${kind}`, "data-seq": String(e.seq), text }));
    const details = g.querySelector("details");
    details.hidden = !more.children.length;
    details.querySelector("summary").textContent = tn(more.children.length, "{0} thing followed", "{0} things followed");
  }
  if (current) current.dataset.last = String(e.seq);
  followNewest();
}

// cut removes what came after version to, after a take-back.
export function cut(to) {
  for (const li of [...list.querySelectorAll("[data-seq]")]) {
    if (Number(li.dataset.seq) > to) li.remove();
  }
  for (const g of list.querySelectorAll("li.action")) {
    if (Number(g.dataset.last) > to) g.dataset.last = String(to);
  }
  current = [...list.querySelectorAll("li.action")].pop() || null;
}

// clear empties the story, for a stream that tells it again.
export function clear() {
  list.replaceChildren();
  current = null;
}

// filterStory shows only the actions of a player ("" for everyone's).
export function filterStory(color) {
  filter = color;
  for (const g of list.querySelectorAll("li.action")) g.hidden = !!filter && g.dataset.player !== filter;
}

// filterBox is the select that filters the story by player.
export function filterBox(colors) {
  const sel = h("select", { id: "story-filter", "aria-label": t("whose actions the story shows") },
    h("option", { value: "", text: t("everyone") }), colors.map(c => h("option", { value: c, text: colorName(c) })));
  sel.addEventListener("change", () => filterStory(sel.value));
  return h("label", { class: "inline small-text" }, t("show") + " ", sel);
}
