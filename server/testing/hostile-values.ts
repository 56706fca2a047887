import fc from 'fast-check';

/** Text that has broken parsers, databases and pages before. */
export const nastyStrings = [
  '<script>alert("x")</script>',
  '<img src=x onerror=alert(1)>',
  "Robert'); DROP TABLE records;--",
  '" OR 1=1 --',
  '\u202Eevil.exe\u202C',
  'مرحبا بالعالم',
  'שלום',
  '👩🏽‍💻🇳🇵',
  'Z\u0351\u0360\u0345a\u0310\u0334l\u0335g\u0306o\u0353',
  'e\u0301\u0302\u0303',
  'nul\u0000inside',
  '\uD800',
  '\uFEFFbom',
  '   padded   ',
  '',
];

const huge = fc.constantFrom('x'.repeat(5_001), 'é'.repeat(100_001), '9'.repeat(16), '\u0000'.repeat(2_000));

/** Any string, from plain text over every Unicode plane to the nasty ones and over-long ones. */
export const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }),
  fc.constantFrom(...nastyStrings),
  huge,
);

/** Any JSON value, with hostile strings and deep nesting weighed in. */
export const hostileValue = fc.oneof(
  hostileString,
  fc.jsonValue({ maxDepth: 4 }),
  fc.object({ maxDepth: 3, key: hostileString, values: [hostileString, fc.integer(), fc.constant(null)] }),
  fc.array(fc.record({ url: hostileString, filename: hostileString }), { maxLength: 3 }),
  fc.constantFrom(0, -1, 1.5, 1e308, true, null, [], {}),
);
