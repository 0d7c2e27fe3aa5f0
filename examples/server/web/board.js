// The drawn table: SVG panels made from one seat's View and the printed
// contents (GET /api/catalogue), and nothing else. The game page and the
// replay viewer both draw with it.
//
// Every element that shows a fact of the View carries data-fact="key", and
// its text is the fact as the page shows it, so that a test can compare the
// page with the View it was drawn from. Every element an action can choose
// carries data-place="kind:name"; placesOf(action) lists an action's.

import { placeholderMark } from "./placeholders.js";
import { t, tn, lang } from "./i18n.js";

const NS = "http://www.w3.org/2000/svg";

export const playerColors = { red: "#c62828", blue: "#1565c0", yellow: "#f9a825", purple: "#6a1b9a", none: "#999" };
const modelColors = { green: "#2e7d32", blue: "#1e88e5", yellow: "#fdd835", red: "#e53935", black: "#263238" };
const partColors = ["#757575", "#00acc1", "#43a047", "#fb8c00", "#d81b60", "#3949ab"];
const partShort = [t("Mo"), t("Au"), t("Ba"), t("Bo"), t("El"), t("Dr")];
const ink = "#222";

// s makes an SVG element.
export function s(tag, attrs, ...children) {
  const e = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k === "text") e.textContent = v; else e.setAttribute(k, v);
  }
  for (const c of children.flat()) if (c !== null && c !== undefined && c !== false) e.append(c);
  return e;
}

// h makes an HTML element.
export function h(tag, attrs, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k === "text") e.textContent = v; else e.setAttribute(k, v);
  }
  for (const c of children.flat()) if (c !== null && c !== undefined && c !== false) e.append(c);
  return e;
}

// answer reads a response's JSON body, or makes an error of a body that
// is none (a proxy's page, a route this server lacks).
export async function answer(resp) {
  const body = await resp.text();
  try { return JSON.parse(body); } catch { return { error: "not_json", message: `${resp.status} ${resp.statusText}: ${body.slice(0, 200)}` }; }
}

// text is an SVG text; with fact, the fact it shows.
function text(x, y, str, attrs) {
  return s("text", { x, y, ...attrs }, String(str));
}

function fact(key, x, y, str, attrs) {
  return text(x, y, str, { "data-fact": key, ...attrs });
}

// factLines is a fact whose items are written on lines of at most max
// characters, each item whole, the separator ending each line but the
// last: its text is the items joined by sep, as one line would be.
function factLines(key, x, y, items, sep, max, attrs, none) {
  if (!items.length) return fact(key, x, y, none, attrs);
  const lines = [""];
  items.forEach((it, i) => {
    const piece = it + (i < items.length - 1 ? sep : "");
    if (lines[lines.length - 1] && (lines[lines.length - 1] + piece).trimEnd().length > max) lines.push("");
    lines[lines.length - 1] += piece;
  });
  const size = Number(attrs["font-size"] || 12);
  return s("text", { x, y, "data-fact": key, ...attrs }, ...lines.map((l, i) => s("tspan", { x, dy: i ? size * 1.2 : 0, text: l })));
}

// wsTitle is a workstation's name in prose, as the catalogue gives it
// ("R&D top workstation"), for its notation ("rnd-top").
export function wsTitle(cat, name) {
  const w = cat && cat.workstations && cat.workstations.find(w => w.name === name);
  return w ? w.title : name;
}

// goalKindTitle is what a kind of Factory Goal counts, in prose.
function goalKindTitle(cat, kind) {
  const k = cat && cat.factory_goal_kinds && cat.factory_goal_kinds.find(k => k.name === kind);
  return k ? k.title : kind;
}

// awardTitle is an Award tile in prose: the benefit it gives, "1 Book".
function awardTitle(cat, kind) {
  const a = cat && cat.awards && cat.awards.find(a => a.kind === kind);
  return a ? benefitText(a.benefit) || kind : kind;
}

// sourceTitle is a place of the Design display in prose: "top 1".
function sourceTitle(src) { const [row, n] = src.split("-"); return row === "top" ? t("top {0}", n) : t("bottom {0}", n); }

// ordinal writes 1st, 2nd, 3rd, 4th.
function ordinal(n) { return n === 1 ? t("{0}st", n) : n === 2 ? t("{0}nd", n) : n === 3 ? t("{0}rd", n) : t("{0}th", n); }

export function cap(w) { return w ? w[0].toUpperCase() + w.slice(1) : w; }

// colorName names a player's colour in the page's language: "red".
export function colorName(c) {
  return { red: t("red"), blue: t("blue"), yellow: t("yellow"), purple: t("purple") }[c] ?? c;
}

// partName names a type of part in the page's language: "battery".
export function partName(p) {
  return { motor: t("motor"), autopilot: t("autopilot"), battery: t("battery"), body: t("body"),
    electronics: t("electronics"), drivetrain: t("drivetrain"), blank: t("blank") }[p] ?? p;
}

// partCount writes n parts of a type: "1 battery", "2 batteries".
export function partCount(n, part) {
  switch (part) {
    case "motor": return tn(n, "{0} motor", "{0} motors");
    case "autopilot": return tn(n, "{0} autopilot", "{0} autopilots");
    case "battery": return tn(n, "{0} battery", "{0} batteries");
    case "body": return tn(n, "{0} body", "{0} bodies");
    case "electronics": return tn(n, "{0} electronics", "{0} electronics");
    case "drivetrain": return tn(n, "{0} drivetrain", "{0} drivetrains");
  }
  return `${n} ${part}`;
}

// modelTitle writes a model's name as printed: "SUV", "City".
export function modelTitle(m) { return m === "suv" ? "SUV" : m === "sports" ? t("Sports") : cap(m); }

// modelWord is a model's name in the supply's and the Colleagues' lists:
// its notation in English, as printed in German.
function modelWord(m) { return lang === "en" ? m : modelTitle(m); }

// designName writes a Design tile's name ("city-motor", "concept-blank")
// as the page shows it: "City motor", "Concept blank".
export function designName(d) {
  if (!d || d === "none") return "";
  const [m, p] = d.split("-");
  return t("{0} {1}", modelTitle(m), partName(p));
}

// benefitText writes a printed benefit: "1 Book, 2 PP".
export function benefitText(b) {
  const out = [];
  for (const [k, n] of Object.entries(b || {})) {
    if (!n) continue;
    out.push(k === "pp" ? t("{0} PP", n) : k === "books" ? tn(n, "{0} Book", "{0} Books") : k === "vouchers" ? tn(n, "{0} Voucher", "{0} Vouchers") :
      k === "shifts" ? tn(n, "{0} Shift", "{0} Shifts") : k === "speech" ? tn(n, "{0} Speech", "{0} Speeches") : `${n} ${k}`);
  }
  return out.join(", ");
}

// benefitShort writes a printed benefit in a Certification space's few
// letters: "1PP+1B".
function benefitShort(b) {
  const out = [];
  for (const [k, n] of Object.entries(b || {})) {
    if (!n) continue;
    out.push(k === "pp" ? t("{0}PP", n) : k === "books" ? t("{0}B", n) : k === "vouchers" ? t("{0}V", n) :
      k === "shifts" ? t("{0}S", n) : k === "speech" ? t("{0}Sp", n) : `${n}${k}`);
  }
  return out.join("+");
}

// goalText says what a Performance Goal card says.
export function goalText(cat, card) {
  const g = cat.goals[Number(card)];
  if (!g) return t("goal {0}", card);
  return t("goal {0}: {1} PP per {2}, icons {3}", card, g.pp, g.text, g.icons.join("·"));
}

// kanbanText says what a Kanban Order card shows: its part symbols in order.
export function kanbanText(cat, card) {
  const k = cat.kanban_cards[card];
  if (!k) return t("card {0}", card);
  return t("card {0}: {1}", card, k.map((p, i) => `${i + 1} ${partName(p)}`).join(", "));
}

// who names a colour for the viewer: "you", a Colleague's name, the colour.
export function who(v, color) {
  if (color === v.viewer) return t("you");
  const c = v.solo && v.solo.colleagues.find(c => c.color === color);
  return c ? cap(c.name) : colorName(color);
}

function panel(id, title, ...body) {
  return h("section", { class: "panel board-panel", id, "aria-label": title }, h("h2", { text: title }), ...body);
}

function svgBox(w, hgt, label, ...children) {
  return s("svg", { viewBox: `0 0 ${w} ${hgt}`, role: "group", "aria-label": label, class: "board" }, ...children);
}

// place makes a group an action can choose: a focusable button in the
// drawing when some legal action names it. tip says what the place is and
// what it does, shown on hover and long-press (tips.js); its first
// sentence, to the first colon, names it.
function place(opts, key, tip, ...children) {
  const acts = opts.places && opts.places.get(key);
  const label = acts ? `${tip} (${tn(acts.length, "{0} choice", "{0} choices")})` : tip;
  const g = s("g", { "data-place": key, class: acts ? "place live" : "place", "data-tip": label }, ...children);
  if (acts) {
    // Its name starts with what it shows, as a person reading it would
    // call it, then says what it is. A space after each of its texts (a
    // text node the drawing does not show) keeps one text's last word
    // from running into the next's first, in its name and in the text a
    // checker reads from it.
    for (const e of g.querySelectorAll("text")) e.after(" ");
    const shown = g.textContent.replace(/\s+/g, " ").trim();
    g.setAttribute("aria-label", shown ? `${shown} — ${label}` : label);
  }
  if (acts) {
    g.setAttribute("tabindex", "0");
    g.setAttribute("role", "button");
    const go = () => opts.onPlace && opts.onPlace(key);
    g.addEventListener("click", go);
    g.addEventListener("keydown", e => { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); go(); } });
  }
  return g;
}

// fitTexts squeezes each text of the boards under root that is drawn
// wider than its data-width (a label in a narrow place, longer in one
// language than in another) into that width. Called after each drawing.
export function fitTexts(root) {
  // Writes apart from reads: each read after a write would lay the page
  // out again.
  const texts = [...root.querySelectorAll("svg.board text[data-width]")];
  for (const e of texts) {
    e.removeAttribute("textLength");
    e.removeAttribute("lengthAdjust");
  }
  const wide = texts.filter(e => e.getComputedTextLength() > Number(e.dataset.width));
  for (const e of wide) {
    e.setAttribute("textLength", e.dataset.width);
    e.setAttribute("lengthAdjust", "spacingAndGlyphs");
  }
}

// fitTargets grows each live place of the boards under root to a target
// of at least min pixels each way on the screen, as drawn now, by a
// transparent rectangle over it: on a phone the board's smallest places
// (a part's cube, a Certification space) are drawn smaller than a finger.
// Called after each drawing and zoom.
export function fitTargets(root, min = 24) {
  for (const svg of root.querySelectorAll("svg.board")) {
    const vb = svg.viewBox.baseVal;
    const k = vb && vb.width ? svg.getBoundingClientRect().width / vb.width : 0;
    if (!k) continue;
    const need = (min + 1) / k;
    const places = [...svg.querySelectorAll(".place.live")];
    for (const g of places) g.querySelector(":scope > rect.hit")?.remove();
    // All the boxes read first, then the targets added: a read after a
    // write would lay the page out again.
    const boxes = places.map(g => g.getBBox());
    places.forEach((g, i) => {
      const b = boxes[i];
      if (b.width >= need && b.height >= need) return;
      const w = Math.max(b.width, need), ht = Math.max(b.height, need);
      g.append(s("rect", { class: "hit", x: b.x + (b.width - w) / 2, y: b.y + (b.height - ht) / 2, width: w, height: ht, fill: "transparent" }));
    });
  }
}

function cube(x, y, part, n, cat) {
  const i = cat.parts.indexOf(part);
  return s("g", {},
    s("rect", { x, y, width: 22, height: 22, rx: 3, fill: partColors[i] || "#bbb", stroke: ink, "stroke-width": 0.5 }),
    text(x + 11, y + 15, n === undefined ? partShort[i] : n, { "text-anchor": "middle", "font-size": 11, fill: "#fff", "font-weight": "bold" }));
}

function meeple(x, y, color, label) {
  return s("g", {},
    s("circle", { cx: x, cy: y, r: 11, fill: playerColors[color] || "#999", stroke: ink }),
    label ? text(x, y + 4, label, { "text-anchor": "middle", "font-size": 10, fill: "#fff", "font-weight": "bold" }) : null);
}

function car(x, y, w, model, cat, key) {
  const m = cat.models.find(m => m.name === model);
  const fill = m ? modelColors[m.color] : "#ccc";
  const dark = m && (m.color === "yellow");
  return s("g", {},
    s("rect", { x, y, width: w, height: 20, rx: 6, fill, stroke: ink }),
    fact(key, x + w / 2, y + 14, modelTitle(model), { "text-anchor": "middle", "font-size": 11, fill: dark ? ink : "#fff" }));
}

// drawTable returns the table's panels, in reading order: the factory, the
// assembly line and Test track, the Design display, the meeting room, the
// players' boards, and in solo the Colleagues. opts.places maps each
// data-place to the legal actions that choose it; opts.onPlace is called
// with the place clicked.
export function drawTable(v, cat, opts = {}) {
  const mine = v.players.filter(p => p.color === v.viewer), others = v.players.filter(p => p.color !== v.viewer);
  return [factory(v, cat, opts), ...mine.map(p => playerBoard(v, cat, p, opts)), line(v, cat, opts), testTrack(v, cat, opts),
    designs(v, cat, opts), meeting(v, cat, opts), ...others.map(p => playerBoard(v, cat, p, opts)), solo(v, cat, opts)].filter(Boolean);
}

const stations = ["top", "bottom"];

// deptWork says what each department's workers do, besides training.
const deptWork = {
  rnd: t("claiming cars from the Test track and upgrading Designs"),
  assembly: t("providing parts to the models' assembly spaces, which moves their cars along the conveyor"),
  logistics: t("issuing a Kanban Order, collecting parts from a warehouse and, once certified, taking Parts Vouchers"),
  design: t("taking Designs from the display to the desk and, once certified, from the tops of the stacks"),
  administration: t("Administration training and one other department's work"),
};

function factory(v, cat, opts) {
  const W = 1000, H = 300;
  const parts = [];
  cat.departments.forEach((d, i) => {
    const x = i * 200 + 10;
    parts.push(text(x + 90, 22, d.title, { "text-anchor": "middle", "font-weight": "bold", "font-size": 15 }));
    stations.forEach((pos, j) => {
      const ws = `${d.name}-${pos}`;
      const y = 34 + j * 72;
      const worker = v.workstations[2 * i + j];
      const sandra = v.sandra === ws;
      const next = v.sandra_next && v.sandra_next.workstation === ws;
      const posWord = pos === "top" ? t("top") : t("bottom");
      const shifts = tn(d.shifts[j], "{0} Shift", "{0} Shifts");
      const label = t("{0}, {1} workstation: a worker placed here has {2} to spend on {3}, or on training", d.title, posWord,
        shifts, deptWork[d.name] || t("its department's tasks")) +
        (sandra ? t(". Sandra stands here") : "") + (next ? t(". Sandra evaluates here next") : "");
      parts.push(place(opts, `ws:${ws}`, label,
        s("rect", { x, y, width: 180, height: 62, rx: 6, fill: "#fafafa", stroke: next ? "#d84315" : "#888", "stroke-width": next ? 3 : 1, "stroke-dasharray": next ? "6 3" : null }),
        text(x + 8, y + 16, pos === "top" ? t("top · {0}", shifts) : t("bottom · {0}", shifts), { "font-size": 11, fill: "#555", "data-width": next ? 100 : 164 }),
        worker !== "none" ? meeple(x + 30, y + 40, worker) : null,
        sandra ? s("g", {}, s("rect", { x: x + 110, y: y + 28, width: 24, height: 24, transform: `rotate(45 ${x + 122} ${y + 40})`, fill: "#37474f" }),
          text(x + 122, y + 44, "S", { "text-anchor": "middle", fill: "#fff", "font-size": 12, "font-weight": "bold" })) : null,
        fact(`ws/${ws}`, x + 48, y + 45, worker !== "none" ? who(v, worker) : sandra ? "Sandra" : "", { "font-size": 13 }),
        next ? text(x + 176, y + 15, t("Sandra next"), { "font-size": 10, fill: "#d84315", "text-anchor": "end", "data-width": 60 }) : null));
    });
    const a = v.award_stacks[i];
    parts.push(fact(`awards/${d.name}`, x + 90, 196, t("Awards: {0}", tn(a.tiles, "{0} tile", "{0} tiles")) + (a.token ? t(" + Speech token") : ""),
      { "text-anchor": "middle", "font-size": 12, "data-width": 194 }));
    const order = v.track_orders[i];
    parts.push(fact(`trackorder/${d.name}`, x + 90, 214, order.length ? t("lead: {0}", order.map(c => who(v, c)).join(" > ")) : t("lead: nobody yet"),
      { "text-anchor": "middle", "font-size": 11, fill: "#555", "data-width": 194 }));
  });
  parts.push(fact("sandra", 10, 240, v.sandra === "none" ? t("Sandra is at her desk") : t("Sandra is at the {0}", wsTitle(cat, v.sandra)), { "font-size": 13 }));
  const turn = v.turn;
  parts.push(fact("turn", 10, 262, turn.player === "none" ? t("No working turn under way") :
    t("{0} at the {1}: {2} left, {3} worked", cap(who(v, turn.player)), wsTitle(cat, turn.workstation), tn(turn.shifts, "{0} Shift", "{0} Shifts"), turn.worked), { "font-size": 13 }));
  if (v.order.length) {
    parts.push(text(544, 240, t("Order:"), { "font-size": 13, "font-weight": "bold", "text-anchor": "end" }));
    v.order.forEach((o, i) => parts.push(fact(`order/${i}`, 550 + i * 88, 240,
      `${o.sandra ? "Sandra" : who(v, o.player)}${o.chosen ? " ✓" : ""}`, { "font-size": 13, fill: o.sandra ? "#37474f" : playerColors[o.player] })));
  }
  // The warehouses, the supply and the Recycling pool.
  const y = 286;
  parts.push(text(10, y + 16, t("Warehouses"), { "font-size": 12 }));
  cat.parts.forEach((p, i) => parts.push(place(opts, `warehouse:${p}`, t("{0} warehouse: {1}; Logistics collects parts from it, and Kanban Orders fill it", cap(partName(p)), tn(v.warehouses[i], "{0} part", "{0} parts")), cube(90 + i * 26, y, p, undefined, cat),
    fact(`warehouse/${p}`, 101 + i * 26, y - 2, v.warehouses[i], { "text-anchor": "middle", "font-size": 10 }))));
  parts.push(text(260, y + 16, t("Supply"), { "font-size": 12 }));
  cat.parts.forEach((p, i) => parts.push(cube(310 + i * 26, y, p, undefined, cat),
    fact(`supply/${p}`, 321 + i * 26, y - 2, v.supply.parts[i], { "text-anchor": "middle", "font-size": 10 })));
  parts.push(fact("supply/other", 10, y + 44, t("cars {0} · books {1} · vouchers {2}", cat.models.map((m, i) => `${modelWord(m.name)} ${v.supply.cars[i]}`).join(" "), v.supply.books, v.supply.vouchers), { "font-size": 11 }));
  parts.push(text(500, y + 16, t("Recycling pool"), { "font-size": 12 }));
  v.recycling_pool.forEach((p, i) => parts.push(place(opts, `pool:${p}`, t("{0} in the Recycling pool: R&D may upgrade a Design with it instead of a part from storage", cap(partName(p))), cube(600 + i * 26, y, p, undefined, cat))));
  parts.push(fact("pool", 760, y + 16, v.recycling_pool.map(partName).join(" ") || t("empty"), { "font-size": 10, fill: "#555" }));
  return panel("board-factory", t("Factory"), svgBox(W, H + 38, t("The factory: departments, workstations, workers, Sandra, warehouses, supply"), ...parts));
}

// laneOf and columnOf place a conveyor space by its label: s1…s5 are the
// colour spaces of lanes 1 to 5, a1…e1 and b2…d2 the plates, by lane letter.
function laneOf(name) { return name[0] === "s" ? Number(name[1]) : "abcde".indexOf(name[0]) + 1; }
function columnOf(name) { return name[0] === "s" ? 0 : Number(name[1]); }

function line(v, cat, opts) {
  const W = 1240, H = 312;
  const parts = [];
  const at = {};
  const X = col => 520 - col * 150, Y = lane => 22 + (lane - 1) * 54;
  cat.conveyor.forEach(sp => { at[sp.name] = { x: X(columnOf(sp.name)), y: Y(laneOf(sp.name)) }; });
  parts.push(s("defs", {}, s("marker", { id: "arrow", viewBox: "0 0 10 10", refX: 9, refY: 5, markerWidth: 6, markerHeight: 6, orient: "auto" },
    s("path", { d: "M0,0 L10,5 L0,10 z", fill: "#666" }))));
  cat.conveyor.forEach(sp => {
    const a = at[sp.name];
    sp.next.forEach(l => {
      const b = l.to === "exit" ? { x: a.x - 110, y: a.y } : at[l.to];
      parts.push(s("line", { x1: a.x, y1: a.y + 18, x2: b.x + (l.to === "exit" ? 0 : 100), y2: b.y + 18, stroke: "#666", "marker-end": "url(#arrow)" }));
      // The exit is a place too: a Branch decision can push the car out there.
      if (l.to === "exit") parts.push(place(opts, "conv:exit", t("The conveyor's exit: a car pushed out scores {0} PP and joins the Test track", l.pp),
        s("rect", { x: b.x - 84, y: a.y + 8, width: 84, height: 20, rx: 3, fill: "transparent" }), text(b.x - 4, a.y + 22, t("exit {0} PP", l.pp), { "text-anchor": "end", "font-size": 11 })));
    });
  });
  cat.conveyor.forEach((sp, i) => {
    const a = at[sp.name];
    const m = v.conveyor[i];
    const pushing = v.pushing === sp.name;
    const exits = sp.next.map(l => l.to === "exit" ? t("the exit, scoring {0} PP", l.pp) : t("space {0}", l.to));
    parts.push(place(opts, `conv:${sp.name}`, t("Conveyor space {0}", sp.name) + (sp.start ? t(", the {0} colour space where its new cars start", modelTitle(sp.model)) : "") + ": " +
      (m !== "none" ? t("a {0} car; ", modelTitle(m)) : "") + t("a car pushed on goes to {0}", exits.join(t(" or "))),
      s("rect", { x: a.x, y: a.y, width: 100, height: 36, rx: 4, fill: sp.start ? "#e8eaf6" : "#fff8e1", stroke: pushing ? "#d84315" : "#999", "stroke-width": pushing ? 3 : 1 }),
      text(a.x + 4, a.y + 12, sp.name, { "font-size": 10, fill: "#555" }),
      m !== "none" ? car(a.x + 22, a.y + 10, 74, m, cat, `conv/${sp.name}`) : fact(`conv/${sp.name}`, a.x + 60, a.y + 24, "", {})));
  });
  // Each model's assembly spaces, beside its colour space, and its upgrade
  // spaces on the R&D board.
  cat.models.forEach((m, i) => {
    const sp = cat.conveyor.find(c => c.start && c.model === m.name);
    const y = sp ? at[sp.name].y : Y(i + 1);
    parts.push(place(opts, `assembly:${m.name}`, t("{0} assembly spaces: Assembly provides parts here, each a different part, and each part moves the {0} car on; full spaces are emptied at the start of an Assembly turn", modelTitle(m.name)) +
      (v.assembly[i].length ? t(". Now: {0}", v.assembly[i].map(partName).join(", ")) : ""),
      s("rect", { x: 640, y, width: 170, height: 36, rx: 4, fill: "#f1f8e9", stroke: "#999" }),
      text(646, y + 12, t("{0} assembly", modelTitle(m.name)), { "font-size": 10, fill: "#555" }),
      ...v.assembly[i].map((p, j) => cube(646 + j * 26, y + 13, p, undefined, cat)),
      fact(`assembly/${m.name}`, 646, y + 47, v.assembly[i].map(partName).join(" ") || t("empty"), { "font-size": 9, fill: "#555" })));
    cat.parts.forEach((_, j) => {
      const x = 830 + j * 66;
      const p = v.upgrades[i][j];
      const owner = v.upgrade_owners[i][j];
      const gives = benefitText(v.upgrade_benefits[i][j]);
      parts.push(place(opts, `upgrade:${m.name}:${j}`, t("{0} upgrade space {1}: R&D upgrades a {0} Design here with a part, scoring PP", modelTitle(m.name), j) + (gives ? t(" and taking {0}", gives) : "") +
        (p !== "none" ? t(". Taken by {0} with a {1}", owner !== "none" ? who(v, owner) : t("a player"), partName(p)) : ""),
        s("rect", { x, y, width: 62, height: 36, rx: 4, fill: "#fff", stroke: owner !== "none" ? playerColors[owner] : "#bbb", "stroke-width": owner !== "none" ? 3 : 1 }),
        p !== "none" ? cube(x + 3, y + 3, p, undefined, cat) : null,
        fact(`upgradeowner/${m.name}/${j}`, x + 28, y + 18, owner !== "none" ? who(v, owner) : "", { "font-size": 10, fill: playerColors[owner] }),
        fact(`upgrade/${m.name}/${j}`, x + 3, y + 34, p !== "none" ? partName(p) : "", { "font-size": 9 }),
        // A space's printed benefit, where it differs from the header's.
        benefitText(v.upgrade_benefits[i][j]) !== benefitText(v.upgrade_benefits[0][j]) ?
          text(x + 59, y + 12, benefitText(v.upgrade_benefits[i][j]), { "font-size": 9, fill: "#555", "text-anchor": "end" }) : null));
    });
  });
  parts.push(text(822, 16, t("R&D upgrade spaces, by model:"), { "font-size": 10, fill: "#555", "text-anchor": "end" }));
  cat.parts.forEach((_, j) => parts.push(text(861 + j * 66, 19, `${j}${benefitText(v.upgrade_benefits[0][j]) ? ": " + benefitText(v.upgrade_benefits[0][j]) : ""}`,
    { "font-size": 10, fill: "#555", "text-anchor": "middle" })));
  parts.push(fact("upgradevalues", 640, 304, t("Upgrade values: {0}", cat.parts.map((p, i) => `${partName(p)} ${v.upgrade_values[i].value}${v.upgrade_values[i].doubled ? "×" : ""}`).join(", ")), { "font-size": 12, "data-width": 594 }));
  if (v.parking.length) parts.push(fact("parking", 10, 304, t("Cars to park: {0}", v.parking.map(modelTitle).join(", ")), { "font-size": 12, fill: "#d84315" }));
  return panel("board-line", t("Assembly line"), svgBox(W, H, t("The assembly line: conveyor spaces s1 to e1, the cars on them, the assembly and upgrade spaces"), ...parts));
}

function testTrack(v, cat, opts) {
  const tt = v.test_track;
  const W = Math.max(1000, tt.spaces * 56 + 20), H = 146;
  const parts = [];
  for (let i = 0; i < tt.spaces; i++) {
    const x = 10 + i * 56;
    const striped = tt.striped.includes(i);
    parts.push(s("rect", { x, y: 20, width: 52, height: 40, fill: striped ? "#ffe0b2" : "#eceff1", stroke: "#999" }),
      text(x + 3, 31, i, { "font-size": 10, fill: "#555" }));
    if (i === v.pace_car) parts.push(s("rect", { x: x + 4, y: 34, width: 44, height: 20, rx: 8, fill: "#fff", stroke: ink, "stroke-width": 2 }),
      text(x + 26, 48, t("Pace"), { "font-size": 11, "text-anchor": "middle" }));
  }
  // The cars behind the Pace Car, the first nearest it, in a row of their
  // own: they queue behind it, however few spaces lie behind.
  parts.push(text(10, 82, t("Behind the Pace Car:"), { "font-size": 12 }));
  v.test_queue.forEach((m, i) => {
    const x = 140 + i * 84;
    parts.push(place(opts, `queue:${i}`, t("{0} car, {1} behind the Pace Car: R&D claims it with a {0} Design from the desk, the cars nearer the Pace Car costing fewer Shifts", modelTitle(m), ordinal(i + 1)),
      s("rect", { x, y: 68, width: 78, height: 22, rx: 6, fill: "none", stroke: "none" }),
      car(x, 68, 60, m, cat, `queue/${i}`), text(x + 64, 83, i + 1, { "font-size": 10, fill: "#555" })));
  });
  parts.push(fact("pace", 10, 110, t("Pace Car on space {0}; behind it: {1} (at most {2})", v.pace_car, v.test_queue.map(modelTitle).join(", ") || t("nothing"), tt.queue), { "font-size": 13 }));
  parts.push(text(10, 134, t("Demand:"), { "font-size": 13, "font-weight": "bold", "data-width": 66 }));
  v.demand.forEach((d, i) => parts.push(fact(`demand/${i}`, 80 + i * 200, 134, `${modelTitle(d.model)}: ${tn(d.tokens, "{0} token", "{0} tokens")}`, { "font-size": 13 })));
  parts.push(fact("demandstack", 480, 134, tn(v.demand_stack, "{0} Demand tile face down", "{0} Demand tiles face down"), { "font-size": 13 }));
  return panel("board-test", t("Test track and Demand"), svgBox(W, H, t("The Test track: the Pace Car and the cars behind it; the Demand tiles"), ...parts));
}

const sourceOf = (r, c) => `${r === 0 ? "top" : "bottom"}-${c + 1}`;
const stackSources = ["central", "office-top", "office-bottom"];
const stackTitles = [t("Central stack"), t("First Office (top)"), t("First Office (bottom)")];

function designTile(x, y, d, cat, key) {
  const m = d && d !== "none" ? cat.models.find(m => m.name === d.split("-")[0]) : null;
  return s("g", {},
    s("rect", { x, y, width: 130, height: 50, rx: 5, fill: m ? "#fff" : "#f5f5f5", stroke: m ? modelColors[m.color] : "#ccc", "stroke-width": m ? 3 : 1 }),
    fact(key, x + 65, y + 30, designName(d) || t("empty"), { "text-anchor": "middle", "font-size": 13, fill: m ? ink : "#999", "data-width": 124 }));
}

function designs(v, cat, opts) {
  const W = 1000, H = 206;
  const parts = [];
  v.stacks.forEach((st, i) => {
    const y = 4 + i * 66;
    parts.push(place(opts, `design:${stackSources[i]}`, t("{0}: {1}, {2}; once certified in Design, a worker may take its top", stackTitles[i], tn(st.size, "{0} Design", "{0} Designs"), st.top === "none" ? t("none on top") : t("{0} on top", designName(st.top))), designTile(10, y + 12, st.top, cat, `stack/${stackSources[i]}`),
      fact(`stacksize/${stackSources[i]}`, 10, y + 10, `${stackTitles[i]}: ${st.size}`, { "font-size": 10, fill: "#555" })));
  });
  v.display.forEach((row, r) => row.forEach((d, c) => {
    const x = 200 + c * 190, y = 14 + r * 78;
    const bonus = benefitText(v.column_bonus[c]);
    parts.push(place(opts, `design:${sourceOf(r, c)}`, t("Design display, {0}: {1}; a Design worker takes it to the desk", sourceTitle(sourceOf(r, c)), d === "none" ? t("empty") : designName(d)) + (bonus ? t(", with the column's {0}", bonus) : ""), designTile(x, y + 10, d, cat, `display/${sourceOf(r, c)}`),
      text(x, y + 6, sourceTitle(sourceOf(r, c)), { "font-size": 10, fill: "#555" })));
  }));
  v.column_bonus.forEach((b, c) => parts.push(text(330 + c * 190, 90, `+${benefitText(b)}`, { "font-size": 11, fill: "#555", "text-anchor": "end" })));
  return panel("board-designs", t("Design display"), svgBox(W, H, t("The Design display, its two rows of four, and the three stacks"), ...parts));
}

function meeting(v, cat, opts) {
  const W = 1000, H = 330;
  const parts = [];
  parts.push(fact("calendar", 10, 18, t("Day {0} · Week {1} · Production Cycle {2}", v.day, v.week, v.production_cycle) + (v.meeting_scheduled ? t(" · a Meeting is scheduled") : ""),
    { "font-size": 14, "font-weight": "bold" }));
  v.meeting_room.forEach((card, i) => {
    const x = 10 + i * 245, y = 30;
    const g = v.meeting_goals.find(g => Number(g.card) === card);
    const box = [s("rect", { x, y, width: 235, height: 118, rx: 6, fill: card < 0 ? "#f5f5f5" : "#fffde7", stroke: "#999" })];
    if (card < 0 || !g) {
      box.push(fact(`goal/${i}`, x + 8, y + 20, t("empty place"), { "font-size": 12, fill: "#999" }));
    } else {
      const c = cat.goals[card];
      box.push(fact(`goal/${i}`, x + 8, y + 18, t("goal {0}: {1} PP per", card, g.pp), { "font-size": 13, "font-weight": "bold" }),
        wrap(x + 8, y + 34, c ? c.text : g.measure, 32, 12),
        ...g.icons.map((n, k) => s("g", {},
          s("circle", { cx: x + 24 + k * 36, cy: y + 80, r: 14, fill: g.tokens[k] !== "none" ? playerColors[g.tokens[k]] : "#fff", stroke: ink }),
          text(x + 24 + k * 36, y + 85, n, { "text-anchor": "middle", "font-size": 12, fill: g.tokens[k] !== "none" ? "#fff" : ink }))),
        fact(`goaltokens/${i}`, x + 130, y + 78, g.tokens.filter(c => c !== "none").map(c => who(v, c)).join(", ") || t("no tokens"), { "font-size": 11 }),
        fact(`goalscore/${i}`, x + 8, y + 112, v.viewer === "none" ? t("played by {0}", g.played_by === "none" ? t("the deck") : who(v, g.played_by)) :
          g.open ? t("a token would score you {0} PP (count {1})", g.score, g.count) : t("closed to you (count {0})", g.count), { "font-size": 11, fill: g.open ? "#2e7d32" : "#777" }));
    }
    const c = card >= 0 ? cat.goals[card] : null;
    const tip = card < 0 || !g ? t("An empty goal place in the meeting room") :
      t("Goal {0} in the meeting room: {1} PP per {2}, for a Speech token placed on it in a Meeting", card, g.pp, c ? c.text : g.measure) +
      (v.viewer === "none" ? "" : g.open ? t("; a token would score you {0} PP now (your count {1})", g.score, g.count) : t("; closed to you (your count {0})", g.count));
    parts.push(place(opts, `goal:${card}`, tip, ...box));
  });
  const fg = cat.final_goals[v.final_goal] || [];
  parts.push(text(10, 172, t("Final Goal tile {0}:", v.final_goal), { "font-size": 13, "font-weight": "bold" }));
  fg.forEach((a, i) => parts.push(fact(`final/${i}`, 10 + i * 245, 190, t("{0}: {1} PP", a.text, a.pp), { "font-size": 11, "data-width": 237 })));
  parts.push(text(10, 214, t("Factory Goals:"), { "font-size": 13, "font-weight": "bold" }));
  v.factory_goals.forEach((g, i) => parts.push(fact(`factory/${i}`, 10 + (i % 3) * 330, 232 + Math.floor(i / 3) * 15, t("{0} {1}: {2} left", g.threshold, goalKindTitle(cat, g.kind), tn(g.tokens, "{0} token", "{0} tokens")),
    { "font-size": 11, "data-width": 320, "data-tip": t("Factory Goal: a player whose {0} reach {1} takes a Speech token from it, once; {2} left", goalKindTitle(cat, g.kind), g.threshold, tn(g.tokens, "{0} token", "{0} tokens")) })));
  parts.push(fact("decks", 10, 270, t("Goal deck {0} · discards {1} · Kanban deck {2}", v.goal_deck, v.goal_discards, v.kanban_deck), { "font-size": 12 }));
  parts.push(fact("kanbanrevealed", 10, 288, t("Revealed at setup: Kanban {0}", kanbanText(cat, v.kanban_revealed)), { "font-size": 11, fill: "#555" }));
  parts.push(fact("certorder", 10, 308, t("Certification order: {0}", v.cert_order.map(c => who(v, c)).join(", ") || t("nobody yet")), { "font-size": 12 }));
  if (v.meeting_passes) parts.push(fact("passes", 500, 308, tn(v.meeting_passes, "{0} pass in a row", "{0} passes in a row"), { "font-size": 12 }));
  return panel("board-meeting", t("Meeting room and goals"), svgBox(W, H, t("The meeting room's goals, the Final Goal, the Factory Goals and the calendar"), ...parts));
}

// wrap writes a text in lines of at most n characters.
function wrap(x, y, str, n, size) {
  const words = String(str).split(" ");
  const lines = [""];
  for (const w of words) {
    if ((lines[lines.length - 1] + " " + w).trim().length > n) lines.push(w);
    else lines[lines.length - 1] = (lines[lines.length - 1] + " " + w).trim();
  }
  return s("text", { x, y, "font-size": size }, ...lines.map((l, i) => s("tspan", { x, dy: i ? size + 2 : 0 }, l)));
}

function playerBoard(v, cat, p, opts) {
  const W = 1000, H = 312;
  const c = p.color;
  const mine = c === v.viewer;
  const parts = [];
  const o = mine ? opts : {};
  parts.push(s("rect", { x: 0, y: 0, width: W, height: 6, fill: playerColors[c] }));
  parts.push(fact(`pp/${c}`, 10, 28, t("{0} PP", p.pp), { "font-size": 18, "font-weight": "bold" }));
  parts.push(fact(`worker/${c}`, 110, 28, p.workstation === "none" ? t("worker: at home") : t("worker: {0}", wsTitle(cat, p.workstation)) + (p.laid_down ? t(" (laid down)") : ""), { "font-size": 13 }));
  // The training tracks.
  const tr = cat.training;
  cat.departments.forEach((d, i) => {
    const y = 44 + i * 30;
    const row = [text(10, y + 16, d.title, { "font-size": 12 })];
    for (let k = tr.start; k <= tr.expert; k++) {
      const x = 110 + (k - tr.start) * 30 + (k >= tr.certified ? 12 : 0);
      row.push(s("rect", { x, y, width: 26, height: 24, rx: k === tr.expert ? 12 : 3, fill: k === p.training[i] ? playerColors[c] : "#fff", stroke: "#999" }));
    }
    const lx = 110 + (tr.certified - tr.start) * 30;
    row.push(s("rect", { x: lx - 2, y, width: 12, height: 24, fill: p.locks[i] ? "#455a64" : "#cfd8dc" }),
      fact(`training/${c}/${d.name}`, 330, y + 16, t("space {0}", p.training[i]) + (p.locks[i] ? t(", locked") : t(", certified")), { "font-size": 11, "data-width": 106 }));
    parts.push(place(o, `track:${d.name}`, (mine ? t("{0} training track: your marker on space {1}", d.title, p.training[i]) : t("{0} training track: {1}'s marker on space {2}", d.title, cap(who(v, c)), p.training[i])) +
      (p.locks[i] ? t(", before the lock") : t(", certified")) + t("; Shifts and Books spent training in {0} move it on", d.title), ...row));
  });
  // The Certification track: the section is the number of certifications.
  parts.push(text(440, 56, t("Certification"), { "font-size": 12, "font-weight": "bold" }));
  v.cert_benefits.forEach((sec, si) => sec.forEach((b, k) => {
    const x = 440 + k * 42, y = 62 + si * 21;
    const here = p.cert_space >= 0 && p.certifications === si && p.cert_space === k;
    const cell = [s("rect", { x, y, width: 40, height: 19, fill: here ? playerColors[c] : "#fff", stroke: "#bbb" }),
      text(x + 20, y + 13, benefitShort(b) || "·", { "font-size": 10, "text-anchor": "middle", fill: here ? "#fff" : "#555" })];
    parts.push(si === 0 ? place(o, `cert:${k}`, t("Certification track, starting space {0}: {1}; each certification moves the marker to the next section", k, benefitText(b) || t("no benefit")), ...cell) : s("g", {}, ...cell));
  }));
  parts.push(fact(`cert/${c}`, 440, 202, p.cert_space < 0 ? t("marker not placed yet") : t("{0} certified, space {1}", p.certifications, p.cert_space), { "font-size": 11 }));
  // Storage, desk, garages.
  parts.push(text(620, 56, t("Storage ({0} spaces)", p.storage_spaces), { "font-size": 12, "font-weight": "bold" }));
  cat.parts.forEach((part, i) => parts.push(cube(620 + i * 28, 62, part, p.parts[i], cat)));
  parts.push(fact(`storage/${c}`, 620, 100, cat.parts.map((part, i) => p.parts[i] ? partCount(p.parts[i], part) : "").filter(Boolean).join(", ") || t("empty"), { "font-size": 10 }));
  parts.push(text(620, 122, t("Desk ({0} spaces)", p.desk_spaces), { "font-size": 12, "font-weight": "bold" }));
  parts.push(factLines(`desk/${c}`, 620, 136, p.desk.map(designName), ", ", 62, { "font-size": 11 }, t("empty")));
  parts.push(text(620, 167, t("Upgraded Designs"), { "font-size": 12, "font-weight": "bold" }));
  parts.push(factLines(`upgraded/${c}`, 620, 180, p.upgraded.map(d => designName(d) + (d === p.double_upgrade ? t(" (double)") : "")), ", ", 70, { "font-size": 10 }, t("none")));
  p.garages.forEach((g, i) => {
    const x = 10 + i * 120, y = 214;
    const padlock = i === p.garages.length - 1;
    const gb = benefitText(p.garage_benefits[i]);
    parts.push(place(o, `garage:${i}`, t("Garage {0}", i) + (padlock ? t(", the padlocked one, opened by Assembly certification") : "") + ": " +
      (g !== "none" ? t("a {0} car", modelTitle(g)) : t("empty")) + t("; R&D parks a claimed car here") + (gb ? t(", taking {0}", gb) : ""),
      s("rect", { x, y, width: 112, height: 44, rx: 4, fill: p.garage_used[i] ? "#eceff1" : "#fff", stroke: "#999" }),
      text(x + 4, y + 12, t("garage {0}", i) + (padlock ? (p.locks[1] ? t(" (locked)") : t(" (padlock)")) : ""), { "font-size": 10, fill: "#555" }),
      g !== "none" ? car(x + 4, y + 18, 58, g, cat, `garage/${c}/${i}`) : fact(`garage/${c}/${i}`, x + 8, y + 32, t("empty"), { "font-size": 11, fill: "#767676" }),
      text(x + 108, y + 40, benefitText(p.garage_benefits[i]) || (padlock ? t("padlock") : ""), { "font-size": 10, "text-anchor": "end", fill: "#555" })));
  });
  const speech = t("speech {0}/{1}", p.speech, p.speech_spaces) + (p.generic_speech ? t(", {0} generic", p.generic_speech) : "") +
    (p.speech_on_goals ? t(", {0} on goals", p.speech_on_goals) : "") + (p.speech_beside ? t(", {0} beside", p.speech_beside) : "");
  parts.push(fact(`res/${c}`, 10, 280, `${tn(p.banked_shifts, "{0} Banked Shift", "{0} Banked Shifts")} · ${tn(p.books, "{0} Book", "{0} Books")} · ${tn(p.vouchers, "{0} Voucher", "{0} Vouchers")} · ${speech}`, { "font-size": 13 }));
  parts.push(fact(`awards/${c}`, 10, 302, t("Awards: {0} · Factory Goal tokens: {1}", p.awards.filter(a => a !== "none").map(a => awardTitle(cat, a)).join(", ") || t("none"), p.factory_goals.filter(Boolean).length), { "font-size": 12 }));
  const title = `${mine ? t("Your board") : t("{0}'s board", cap(who(v, c)))} (${colorName(c)}${p.expert_side ? t(", expert side") : ""})`;
  return panel(`board-${c}`, title, svgBox(W, H, title, ...parts));
}

function solo(v, cat, opts) {
  const so = v.solo;
  if (!so) return null;
  const W = 1000, H = 60 + so.colleagues.length * 70;
  const parts = [];
  so.colleagues.forEach((c, i) => {
    const y = 10 + i * 70;
    parts.push(s("rect", { x: 0, y, width: 6, height: 60, fill: playerColors[c.color] }),
      fact(`colleague/${c.name}`, 14, y + 18, t("{0} ({1}): {2} PP, at {3}", cap(c.name), colorName(c.color), c.pp, c.workstation === "none" ? t("home") : t("the {0}", wsTitle(cat, c.workstation))) + (c.part !== "none" ? t(", part {0}", partName(c.part)) : ""), { "font-size": 14, "font-weight": "bold" }),
      fact(`colleaguetraining/${c.name}`, 14, y + 36, t("training {0} · certification section {1}", cat.departments.map((d, k) => `${d.title} ${c.training[k]}`).join(", "), c.cert_section), { "font-size": 12 }),
      fact(`colleaguecars/${c.name}`, 14, y + 54, t("cars: {0} · upgraded: {1}", cat.models.map((m, k) => c.cars[k] ? `${c.cars[k]} ${modelWord(m.name)}` : "").filter(Boolean).join(", ") || t("none"), (c.upgraded || []).map(designName).join(", ") || t("none")), { "font-size": 12 }));
  });
  const y = 10 + so.colleagues.length * 70;
  parts.push(fact("column", 14, y + 12, t("Department column: {0} · department deck {1} · selection deck {2}", so.column.join(", ") || t("empty"), so.department_deck, so.selection_deck), { "font-size": 12 }),
    fact("shared", 14, y + 32, t("Shared stack: {0} ({1}) · Colleagues' parts: {2}", designName(so.shared_stack.top) || t("empty"), so.shared_stack.size, cat.parts.map((p, k) => so.colleague_parts[k] ? partCount(so.colleague_parts[k], p) : "").filter(Boolean).join(", ") || t("none")), { "font-size": 12 }));
  // The Difficulty cards in play, each by its title and what it does.
  const cards = so.difficulty.map((name, i) => {
    const c = (cat.difficulty || []).find(c => c.card === name);
    return h("li", { "data-fact": `difficulty/${i}`, text: c ? `#${c.number} ${c.title}: ${c.text}` : name });
  });
  return panel("board-solo", t("The Colleagues"), svgBox(W, H, t("The solo Colleagues and their column"), ...parts),
    cards.length ? h("div", { class: "difficulty-in-play" }, h("h3", { text: t("Difficulty cards") }), h("ul", {}, cards)) :
      h("p", { "data-fact": "difficulty", text: t("Difficulty cards: none") }));
}

// placesOf lists the places on the board an action chooses.
export function placesOf(a) {
  switch (a.type) {
    case "select": return [`ws:${a.workstation}`];
    case "train": case "homework": return [`track:${a.dept}`];
    case "start-design": case "take-design": return [`design:${a.source}`];
    case "start-part": case "collect": return [`warehouse:${a.part}`];
    case "provide": return [`assembly:${a.model}`];
    case "upgrade": return [`upgrade:${a.design.split("-")[0]}:${a.space}`];
    case "branch": return [`conv:${a.to}`];
    case "garage": return [`garage:${a.space}`];
    case "speak": // a goal played from the hand, a token put on a goal of the room, or both
      return [a.goal !== "none" ? `hand-goal:${a.goal}` : null, a.on !== "none" && a.on !== a.goal ? `goal:${a.on}` : null].filter(Boolean);
    case "choose-goal": return [`hand-goal:${a.goal}`];
    case "kanban": return [`hand-kanban:${a.card}`];
    case "cert-space": return [`cert:${a.space}`];
    case "recycle": return [`pool:${a.part}`];
    case "claim": return a.claims.map((d, i) => d !== "none" ? `queue:${i}` : null).filter(Boolean);
  }
  return [];
}

// handPanel shows the viewer's hand with what each card says.
export function handPanel(v, cat, opts = {}) {
  const items = [];
  // A card is one button when it can be chosen, its placeholder mark
  // inside, so that a click anywhere on it chooses it.
  const card = (key, label, str, table) => {
    const acts = opts.places && opts.places.get(key);
    const mark = placeholderMark(cat, table);
    const says = [h("span", { "data-fact": label, text: str }), mark ? " " : null, mark];
    if (!acts) return h("li", { class: "card", "data-place": key }, ...says);
    const b = h("button", { type: "button", class: "card-choice" }, ...says);
    b.addEventListener("click", () => opts.onPlace(key));
    return h("li", { class: "card live", "data-place": key }, b);
  };
  v.hand.goals.forEach((g, i) => items.push(card(`hand-goal:${g}`, `hand/goal/${i}`, goalText(cat, g), "goals")));
  v.hand.kanban.forEach((k, i) => items.push(card(`hand-kanban:${k}`, `hand/kanban/${i}`, t("Kanban Order {0}", kanbanText(cat, k)), "kanban_cards")));
  const out = [h("ul", { class: "hand" }, items.length ? items : h("li", { class: "muted", text: t("no cards") }))];
  if (v.room_goal !== "none") out.push(h("p", { "data-fact": "roomgoal", text: t("Face down for the meeting room: {0}", goalText(cat, v.room_goal)) }));
  if (v.award_choice && v.award_choice.length) out.push(h("p", { "data-fact": "awardchoice", text: t("Award tiles to keep one of: {0}", v.award_choice.map(a => awardTitle(cat, a)).join(", ")) }));
  return out;
}
