// Stylelint for our CSS: the standard rules, plus CSS-modules syntax (`:global`, `composes`).
export default {
  extends: ['stylelint-config-standard', 'stylelint-config-css-modules'],
  ignoreFiles: ['build/**', 'static/**', 'node_modules/**', '.docusaurus/**'],
  rules: {
    // CSS-module class names are read from JavaScript as properties (styles.heroBanner), hence camelCase, while
    // the theme's and DocSearch's global class names are kebab-case or BEM-like; neither is ours to rename.
    'selector-class-pattern': null,
    // Infima and DocSearch name their custom properties in their own style; we override theirs by name.
    'custom-property-pattern': null,
  },
};
