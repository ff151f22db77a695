import type { CategoryField } from '@marketplace/contract/category-fields-messages';

/**
 * Issue #39: the scooters' fields as the seeded catalogue has them (a required make from a list, a model as
 * text, a year and an engine size as numbers), for tests of the listing form, the browse filters and the
 * admin's editor.
 */
export const SCOOTER_MAKE: CategoryField = {
  key: 'make',
  label: { en: 'Make', dv: 'ބްރޭންޑް' },
  type: 'choice',
  unit: null,
  min: null,
  max: null,
  options: [
    { value: 'honda', en: 'Honda', dv: 'Honda' },
    { value: 'yamaha', en: 'Yamaha', dv: 'Yamaha' },
  ],
  required: true,
  filterable: true,
};
export const SCOOTER_MODEL: CategoryField = {
  key: 'model',
  label: { en: 'Model', dv: 'މޮޑެލް' },
  type: 'text',
  unit: null,
  min: null,
  max: null,
  options: [],
  required: false,
  filterable: false,
};
export const SCOOTER_YEAR: CategoryField = {
  key: 'year',
  label: { en: 'Year', dv: 'އަހަރު' },
  type: 'number',
  unit: 'year',
  min: 1950,
  max: 2027,
  options: [],
  required: false,
  filterable: true,
};
export const SCOOTER_ENGINE: CategoryField = {
  key: 'engine_cc',
  label: { en: 'Engine', dv: 'އިންޖީނު' },
  type: 'number',
  unit: 'cc',
  min: 1,
  max: 2000,
  options: [],
  required: false,
  filterable: true,
};
