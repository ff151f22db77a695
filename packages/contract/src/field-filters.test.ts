import { describe, expect, it } from 'vitest';
import type { CategoryField } from './category-fields-messages';
import {
  applicableFieldFilters,
  FIELD_FILTER_MESSAGES,
  fieldFiltersParam,
  fieldFilterText,
  readFieldFilters,
} from './field-filters';

const number = (key: string, unit: CategoryField['unit']): CategoryField => ({
  key,
  label: { en: key === 'year' ? 'Year' : 'Engine', dv: key === 'year' ? 'އަހަރު' : 'އިންޖީނު' },
  type: 'number',
  unit,
  min: 1,
  max: 3000,
  options: [],
  required: false,
  filterable: true,
});
const make: CategoryField = {
  key: 'make',
  label: { en: 'Make', dv: 'ބްރޭންޑް' },
  type: 'choice',
  unit: null,
  min: null,
  max: null,
  options: [
    { value: 'honda', en: 'Honda', dv: 'ހޮންޑާ' },
    { value: 'yamaha', en: 'Yamaha', dv: 'ޔަމަހާ' },
  ],
  required: true,
  filterable: true,
};
const electric: CategoryField = {
  ...make,
  key: 'electric',
  type: 'yes-no',
  options: [],
  label: { en: 'Electric', dv: 'ކަރަންޓު' },
};
const model: CategoryField = {
  ...make,
  key: 'model',
  type: 'text',
  options: [],
  label: { en: 'Model', dv: 'މޮޑެލް' },
};

describe('field filters in the address (issue #39)', () => {
  it('reads ranges and values into one sorted form, and writes it back the same', () => {
    const read = readFieldFilters('year:2018..,make:yamaha|honda|honda, engine_cc:..150 ,electric:yes');
    expect(read).toEqual({
      ok: true,
      filters: [
        { key: 'electric', values: ['yes'] },
        { key: 'engine_cc', max: 150 },
        { key: 'make', values: ['honda', 'yamaha'] },
        { key: 'year', min: 2018 },
      ],
    });
    const param = fieldFiltersParam(read.ok ? read.filters : []);
    expect(param).toBe('electric:yes,engine_cc:..150,make:honda|yamaha,year:2018..');
    expect(readFieldFilters(param)).toEqual(read);
    expect(readFieldFilters('')).toEqual({ ok: true, filters: [] });
    // Boxes filled the wrong way round are written the right way round.
    expect(fieldFiltersParam([{ key: 'year', min: 2020, max: 2018 }])).toBe('year:2018..2020');
  });

  it.each([
    ['year:2020..2018', FIELD_FILTER_MESSAGES.rangeInvalid],
    ['year:..', FIELD_FILTER_MESSAGES.invalid],
    ['year', FIELD_FILTER_MESSAGES.invalid],
    [':2018..', FIELD_FILTER_MESSAGES.invalid],
    ['Year:2018..', FIELD_FILTER_MESSAGES.invalid],
    ['year:2018..,year:..2020', FIELD_FILTER_MESSAGES.invalid],
    ['year:1234567890..', FIELD_FILTER_MESSAGES.invalid],
    ['year:1.5..2', FIELD_FILTER_MESSAGES.invalid],
    ['make:Honda', FIELD_FILTER_MESSAGES.invalid],
    ['make:honda|', FIELD_FILTER_MESSAGES.invalid],
  ])('refuses %s', (raw, message) => {
    expect(readFieldFilters(raw)).toEqual({ ok: false, message });
  });

  it('keeps only the filters a category has: its filterable fields, with the kind and options they take', () => {
    const read = readFieldFilters('year:2018..,make:honda|ferrari,model:dio,electric:maybe,colour:red');
    const fields = [make, number('year', 'year'), electric, model];
    expect(applicableFieldFilters(read.ok ? read.filters : [], fields)).toEqual([
      { key: 'make', values: ['honda'] },
      { key: 'year', min: 2018 },
    ]);
    expect(
      applicableFieldFilters([{ key: 'year', min: 1 }], [{ ...number('year', 'year'), filterable: false }]),
    ).toEqual([]);
  });

  it('says a filter in both languages', () => {
    expect(fieldFilterText({ key: 'year', min: 2018 }, number('year', 'year'), 'en')).toBe('Year ≥ 2018');
    expect(fieldFilterText({ key: 'engine_cc', min: 110, max: 150 }, number('engine_cc', 'cc'), 'en')).toBe(
      'Engine 110 cc – 150 cc',
    );
    expect(fieldFilterText({ key: 'engine_cc', max: 1500 }, number('engine_cc', 'cc'), 'dv')).toBe(
      'އިންޖީނު ≤ 1,500 cc',
    );
    expect(fieldFilterText({ key: 'make', values: ['honda', 'yamaha'] }, make, 'dv')).toBe('ބްރޭންޑް: ހޮންޑާ, ޔަމަހާ');
    expect(fieldFilterText({ key: 'electric', values: ['no'] }, electric, 'en')).toBe('Electric: No');
  });
});
