// The pieces of the game page beside the board: Sandra's next move and who
// is at risk, and the final result with its PP breakdown and a chart of
// every player's PP day by day.
import { h, s, cap, who, playerColors, wsTitle } from "./board.js";
import { t, tn } from "./i18n.js";

// sandraPanel tells where Sandra is, where she evaluates next and what her
// evaluation there would do to each player now (View.sandra_next).
export function sandraPanel(v, cat) {
  const out = [h("p", { "data-fact": "sandra/at", text: v.sandra === "none" ? t("Sandra is at her desk.") : t("Sandra is at the {0}.", wsTitle(cat, v.sandra)) })];
  const n = v.sandra_next;
  if (!n) return out;
  const dept = cat.departments.find(d => d.name === n.dept);
  const goal = cat.goals.find(g => g.measure === n.measure);
  const where = n.workstation === "none" ? t("at her desk") : t("at the {0}", wsTitle(cat, n.workstation));
  out.push(h("p", { "data-fact": "sandra/next",
    text: t("Day {0}: she evaluates {1} {2}", n.day, dept ? dept.title : n.dept, where) + (n.placed ? "" : t(" (if she chose now)")) + ", " +
      (n.reward ? t("rewarding the most progress on its track (space {0}), counting {1}.", n.space, goal ? goal.text : n.measure) :
        t("penalizing the least progress on its track (space {0}), counting {1}.", n.space, goal ? goal.text : n.measure)) }));
  out.push(h("ul", { class: "risk" }, n.players.map(r => {
    const verdict = !r.evaluated ? t("not evaluated") : !r.applies ? t("evaluated, safe") : r.pp < 0 ? t("would lose {0} PP", -r.pp) : t("would gain {0} PP", r.pp);
    return h("li", { "data-fact": `sandra/${r.player}`, class: r.applies ? (r.pp < 0 ? "loss" : "gain") : "",
      text: t("{0}: space {1}, count {2}: {3}", cap(who(v, r.player)), r.space, r.count, verdict) });
  })));
  return out;
}

const breakdownRows = [
  ["play", t("during play")], ["final_goal", t("Final Goal")], ["cars", t("cars")], ["training", t("training tracks")],
  ["tested_designs", t("Tested Designs")], ["banked_shifts", t("Banked Shifts")], ["speech_tokens", t("Speech tokens")],
  ["books", t("Books")], ["vouchers", t("Vouchers")],
];

// resultPanel shows the end of the game: each player's place and PP with
// where the PP came from, and the PP chart.
export function resultPanel(st, cat) {
  const v = st.view;
  const ss = st.result.standings;
  const head = h("tr", {}, h("th", { scope: "col", text: "" }), ss.map(x => h("th", { scope: "col" }, h("span", { class: `chip ${x.color}`, text: cap(who(v, x.color)) }))));
  const rows = [
    h("tr", {}, h("th", { scope: "row", text: t("place") }), ss.map(x => h("td", { "data-fact": `result/${x.color}/place`, text: String(x.place) }))),
    h("tr", { class: "total" }, h("th", { scope: "row", text: t("PP") }), ss.map(x => h("td", { "data-fact": `result/${x.color}/pp`, text: String(x.pp) }))),
    ...breakdownRows.map(([k, label]) => h("tr", {}, h("th", { scope: "row", text: label }),
      ss.map(x => h("td", { "data-fact": `result/${x.color}/${k}`, text: String(x.breakdown[k]) })))),
    h("tr", {}, h("th", { scope: "row", text: t("tie-breakers") }), ss.map(x => h("td", { text: `${tn(x.cars, "{0} car", "{0} cars")}, ${tn(x.tested_designs, "{0} Tested Design", "{0} Tested Designs")}, ${tn(x.banked_shifts, "{0} Banked Shift", "{0} Banked Shifts")}` }))),
  ];
  return h("section", { class: "panel final", "aria-labelledby": "result-title" },
    h("h2", { id: "result-title", text: t("Final result: {0}", winnerText(st)) }),
    h("table", { class: "breakdown" }, h("caption", { text: t("PP by where they came from") }), head, ...rows),
    v.solo ? h("p", { class: "muted", text: t("In solo the player wins with strictly more PP than each Colleague.") }) : null,
    st.pp_history && st.pp_history.length ? ppChart(v, st.pp_history) : null);
}

// winnerText names the winner or winners of a finished game.
export function winnerText(st) {
  const v = st.view;
  const first = st.result.standings.filter(x => x.place === 1);
  const w = first.map(x => cap(who(v, x.color)));
  if (w.length > 1) return t("{0} win", w.join(t(" and ")));
  return first[0] && first[0].color === v.viewer ? t("You win") : t("{0} wins", w[0]);
}

// resultSummary is the result in a few words for the side panel: the
// winner, then each player's place and PP.
export function resultSummary(st) {
  const v = st.view;
  return [h("p", { class: "next", id: "winner", text: t("Game over: {0}.", winnerText(st)) }),
    h("ol", { class: "standings" }, st.result.standings.map(x => h("li", { "data-color": x.color },
      h("span", { class: `chip ${x.color}`, text: cap(who(v, x.color)) }), " " + t("{0} PP", x.pp))))];
}

// ppChart draws every player's PP at the end of each day.
export function ppChart(v, history) {
  const days = Math.max(1, ...history.map(x => x.pp.length));
  const top = Math.max(10, ...history.flatMap(x => x.pp));
  const W = 640, H = 260, L = 40, B = 30, T = 10, R = 90;
  const X = d => L + (W - L - R) * (days > 1 ? d / (days - 1) : 0);
  const Y = pp => T + (H - T - B) * (1 - pp / top);
  const parts = [s("title", { text: t("PP day by day") })];
  for (let k = 0; k <= 4; k++) {
    const pp = Math.round(top * k / 4);
    parts.push(s("line", { x1: L, x2: W - R, y1: Y(pp), y2: Y(pp), stroke: "#e0e0e0" }),
      s("text", { x: L - 6, y: Y(pp) + 4, "text-anchor": "end", "font-size": 10 }, String(pp)));
  }
  parts.push(s("text", { x: (W - R + L) / 2, y: H - 4, "text-anchor": "middle", "font-size": 11 }, t("day (1 to {0})", days)));
  history.forEach((x, i) => {
    const pts = x.pp.map((pp, d) => `${X(d).toFixed(1)},${Y(pp).toFixed(1)}`).join(" ");
    const col = playerColors[x.color] || "#555";
    parts.push(s("polyline", { points: pts, fill: "none", stroke: col, "stroke-width": 2.5 }),
      s("text", { x: W - R + 6, y: 20 + i * 16, fill: col, "font-size": 12 }, `${cap(who(v, x.color))} ${x.pp[x.pp.length - 1] ?? 0}`));
  });
  const table = h("details", {}, h("summary", { text: t("the numbers") }),
    h("table", {}, h("tr", {}, h("th", { text: t("day") }), history.map(x => h("th", { text: cap(who(v, x.color)) }))),
      ...Array.from({ length: days }, (_, d) => h("tr", {}, h("td", { text: String(d + 1) }), history.map(x => h("td", { text: String(x.pp[d] ?? "") }))))));
  return h("figure", { class: "chart" }, s("svg", { viewBox: `0 0 ${W} ${H}`, role: "img", "aria-label": t("every player's PP at the end of each day"), class: "chart" }, ...parts),
    h("figcaption", { text: t("PP at the end of each day") }), table);
}
