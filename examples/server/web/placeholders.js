// The edition in play and its placeholders: the printed values no public
// source confirms, which the built-in edition fills in to fit the rules.
// The page names the edition, lists the tables of placeholder values
// under the board, and marks the cards drawn from them with ≈, each with
// links to the printed contents and to playing one's own box.

import { t } from "./i18n.js";

// el makes an element with attributes and children (board.js's h, which
// imports this module).
function el(tag, attrs, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (k === "text") e.textContent = v; else e.setAttribute(k, v);
  }
  e.append(...children.flat());
  return e;
}

// The project's documents, which the server does not serve.
const contentsDoc = "https://github.com/kanbanev/kanban/blob/main/docs/components.md";
const ownBoxDoc = "https://github.com/kanbanev/kanban/blob/main/README.md#playing-your-own-box";

// What each table of an edition is, in words.
const tables = {
  award_tiles: t("the Award tiles in the box"), banked_shift_max: t("the Banked Shift track's length"),
  book_supply: t("the Books in the box"), cars_per_model: t("the cars of each model"), cert_start: t("the Certification track's starting spaces"),
  cert_track: t("the Certification track's benefits"), column_bonus: t("the Design display's column bonuses"), conveyor: t("the assembly line's exits and their PP"),
  demand_tiles: t("the Demand tiles"), expert_garage_benefits: t("the expert side's garages"), expert_padlock_benefit: t("the expert side's padlock"),
  factory_goals: t("the Factory Goal tiles"), final_goals: t("the Final Goal tiles"), garage_benefits: t("the garages' benefits"),
  goals: t("the Performance Goal cards"), kanban_cards: t("the Kanban Order cards"), own_speech_tokens: t("each player's own Speech tokens"),
  padlock_benefits: t("the padlocks' benefits"), parts_per_type: t("the parts of each type"), upgrade_spaces: t("the upgrade spaces"),
  upgrade_values: t("the Upgrade Value track"), voucher_supply: t("the Parts Vouchers in the box"), warehouse_above: t("the warehouses' sides"),
};

// tableName says what a table is in words.
export function tableName(t) { return tables[t] || t.replaceAll("_", " "); }

// placeholderMark is the mark of a card or tile drawn from table, when its
// values are placeholders in the catalogue's edition, else null.
export function placeholderMark(cat, table) {
  if (!cat || !cat.placeholders || !cat.placeholders.includes(table)) return null;
  // A mark, not a link: it sits inside the card's button, which a click
  // must choose; the notice below the board holds the links.
  return el("span", { class: "placeholder", role: "img",
    title: t("{0}: placeholder values, not the printed ones", tableName(table)), "aria-label": t("{0}: placeholder values", tableName(table)) }, "≈");
}

// editionLine names the edition in play.
export function editionLine(cat) {
  if (!cat) return "";
  return cat.edition === "builtin" ? t("the built-in edition") : t("edition {0}", cat.edition);
}

// placeholderNotice lists the tables of placeholder values, with links,
// or is null for an edition that has none.
export function placeholderNotice(cat) {
  const ps = (cat && cat.placeholders) || [];
  if (!ps.length) return null;
  return el("p", { class: "placeholders muted", "data-placeholders": String(ps.length) },
    t("Playing {0}: {1} of its tables hold placeholder values, chosen to fit the rules where the printed ones are not known (marked ≈ where shown): ", editionLine(cat), ps.length),
    ps.map(tableName).join(", "), ". ",
    el("a", { href: contentsDoc, target: "_blank", rel: "noopener", text: t("The printed contents") }), t(" say what is known; "),
    el("a", { href: ownBoxDoc, target: "_blank", rel: "noopener", text: t("play your own box") }), t(" to use its values."));
}
