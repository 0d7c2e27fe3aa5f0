// The pages' German: each English string the pages show (the key, as
// written in web/*.js and the HTML) and its German. Game terms follow
// docs/glossary-de.md. The tests fail on a string shown with no German
// here, and on an entry no page uses.
export default {
};
