import fc from 'fast-check';

/*
 * What the fuzz tests feed the app: every real URL parameter, valid values for each, values each
 * must refuse, and garbage. Shared by the URL fuzz (fuzz-urls.spec.ts) and the embed fuzz
 * (fuzz-embed.spec.ts, whose `set` calls take the same parameters).
 */

/** FUZZ_SCALE=10 runs ten times as many inputs (for a longer hunt than the test suite's). */
export const FUZZ_SCALE = Math.max(1, Number(process.env.FUZZ_SCALE) || 1);

export const realKeys = [
  'lesson',
  'stream',
  'seed',
  'T',
  't',
  'gamma',
  'R',
  'noise',
  'learners',
  'wstar',
  'points',
  'd',
  'epsilon',
  'eta',
  'speed',
  'autoplay',
  'theme',
  'present',
  'embed',
  'data',
  'B',
  'lambda',
  'loss',
] as const;
export type RealKey = (typeof realKeys)[number];

export const unknownKey = fc.oneof(
  fc.constantFrom(
    'gama',
    'foo',
    '',
    'Lesson',
    'T ',
    ' t',
    '__proto__',
    'constructor',
    'toString',
    'hasOwnProperty',
    'lesson[]',
    'épsilon',
    '💥',
    'a=b',
    '&',
  ),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 8 }),
);

export const flagValues = ['0', '1', 'true', 'false', 'yes', 'no', ''];

/** Values every lesson accepts for the key (cross-parameter rules may still object). */
export const valid: Record<RealKey, fc.Arbitrary<string>> = {
  lesson: fc.constantFrom('perceptron', 'experts', 'mindreader', 'ogd', 'ftl-ftrl'),
  stream: fc.constantFrom(
    'iid',
    'noisy',
    'adversary',
    'user',
    'csv',
    'realizable',
    'switching',
    'quadratic',
    'linear',
    'alternating',
    'hinge',
    'regression',
  ),
  seed: fc.oneof(fc.constantFrom('0', '1', '4294967295'), fc.nat().map(String)),
  T: fc.oneof(
    fc.constantFrom('1', '2', '50', '300', '1000'),
    fc.integer({ min: 1, max: 3000 }).map(String),
    fc.constant('1000000'),
  ),
  t: fc.oneof(fc.constantFrom('0', '1', '10', '1000000'), fc.nat({ max: 3000 }).map(String)),
  gamma: fc.oneof(
    fc.constantFrom('0.000001', '0.05', '0.1', '0.5', '1000000'),
    fc.double({ min: 1e-6, max: 1e6, noNaN: true }).map(String),
  ),
  R: fc.oneof(
    fc.constantFrom('0.000001', '1', '2', '1000000'),
    fc.double({ min: 1e-6, max: 1e6, noNaN: true }).map(String),
  ),
  noise: fc.oneof(fc.constantFrom('0', '0.1', '0.5'), fc.double({ min: 0, max: 0.5 }).map(String)),
  learners: fc.constantFrom(
    'perceptron',
    'perceptron-random',
    'perceptron,perceptron-random',
    'hedge',
    'halving,wm,mwu,hedge',
    'consistent,halving,wm,mwu,hedge',
    'mwu',
    ' wm , hedge ',
    'ogd,ogd-sqrt,ogd-sc',
    'ftl,ftrl,ogd',
    'ogd-weighted,perceptron,ftl',
    'ogd,ogd-sqrt,ogd-sc,ogd-weighted,ftl,ftrl,perceptron',
  ),
  wstar: fc.oneof(
    fc.constantFrom('0.6,0.8', '1,0', '-1,-1', '1e308,1e308', '5e-324,0', '1e-300,1e-300'),
    fc
      .tuple(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.double({ min: 0.001, max: 9 }))
      .map(([a, b]) => `${a},${b}`),
  ),
  points: fc.oneof(
    fc.constantFrom('', '0.1,0.2,1;-0.3,0.4,-1', '1e308,1e308,1;-1e308,1e308,-1', '0,0,1;0,0,-1'),
    fc
      .array(
        fc.tuple(
          fc.double({ noNaN: true, noDefaultInfinity: true }),
          fc.double({ min: -2, max: 2, noNaN: true }),
          fc.constantFrom(1, -1),
        ),
        { maxLength: 20 },
      )
      .map((ps) => ps.map((p) => p.join(',')).join(';')),
  ),
  d: fc.oneof(fc.constantFrom('2', '16', '1000'), fc.integer({ min: 2, max: 1000 }).map(String)),
  epsilon: fc.oneof(
    fc.constantFrom('0.000001', '0.25', '0.5', '0.99'),
    fc.double({ min: 1e-6, max: 0.99, noNaN: true }).map(String),
  ),
  eta: fc.oneof(
    fc.constantFrom('0.000001', '0.5', '1000'),
    fc.double({ min: 1e-6, max: 1000, noNaN: true }).map(String),
  ),
  speed: fc.constantFrom('1', '8', '100000', 'max', ' max '),
  autoplay: fc.constantFrom(...flagValues),
  theme: fc.constantFrom('light', 'dark', 'projector'),
  present: fc.constantFrom(...flagValues),
  embed: fc.constantFrom(...flagValues),
  data: fc.constantFrom(
    '/nope.csv',
    'http://127.0.0.1:4174/points.csv',
    'http://127.0.0.1:4174/losses.csv',
    '/samples/alternating.csv',
    '/index.html',
    'x.csv',
  ),
  B: fc.oneof(
    fc.constantFrom('0.001', '1', '10', '1000'),
    fc.double({ min: 1e-3, max: 1e3, noNaN: true }).map(String),
  ),
  lambda: fc.oneof(
    fc.constantFrom('0.001', '1', '1000'),
    fc.double({ min: 1e-3, max: 1e3, noNaN: true }).map(String),
  ),
  loss: fc.constantFrom('quadratic', 'linear'),
};

/** Values no lesson accepts for the key: the page must say so, whatever else the URL holds. */
export const clearlyInvalid: Record<RealKey, readonly string[]> = {
  lesson: ['nope', 'Perceptron', '', '💥', 'experts;drop table'],
  stream: ['magic', '', 'IID', 'student ', '\u0000'],
  seed: ['-1', '1.5', '4294967296', 'abc', 'NaN', ''],
  T: ['abc', '0', '-5', '1.5', '1000001', 'Infinity', 'NaN', '', '1e999', '٣'],
  t: ['-1', '0.5', 'abc', '1000001', 'NaN', 'Infinity'],
  gamma: ['-1', '0', 'abc', 'NaN', 'Infinity', '1e7', ''],
  R: ['0', '-2', 'abc', 'Infinity', '-Infinity'],
  // (0.6 is a valid regression noise in the convex lessons, so not here.)
  noise: ['-0.1', 'abc', 'NaN', '1e999', '-Infinity'],
  learners: ['zebra', '', 'perceptron,perceptron', 'hedge,zebra', ',', 'hedge,hedge'],
  wstar: ['0,0', '1', 'a,b', '1,2,3', 'NaN,1', '', 'Infinity,0', '1e999,1'],
  // ('1,2' is a student's loss in the convex lessons, so not here.)
  points: ['1,2,0', 'a,b,c', '1,2,3', 'NaN,0,1', '1e999,0,1', '1;2'],
  d: ['0', '1', '1001', '2.5', 'abc', '-3', 'Infinity'],
  epsilon: ['2', '0', '-0.1', '1', 'abc', 'NaN'],
  eta: ['-3', '0', '1001', 'abc', 'Infinity', '-0'],
  speed: ['fast', '0', '-1', '100001', 'maxx', 'NaN', ''],
  autoplay: ['maybe', '2', 'on', 'NaN'],
  theme: ['neon', 'Dark', '', ' light'],
  present: ['maybe', '2', 'on'],
  embed: ['yes please', '3', '-1'],
  data: ['javascript:alert(1)', 'data:text/csv,1,2,1', 'ftp://x/y', `/${'x'.repeat(2001)}`],
  B: ['0', '-1', '1e4', 'abc', 'NaN', 'Infinity'],
  lambda: ['0', '-2', '1e9', 'abc', 'NaN'],
  loss: ['hinge', 'Quadratic', '', 'squared'],
};

export const garbage = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'NaN',
    'Infinity',
    '-Infinity',
    '1e309',
    '-1e309',
    '0x10',
    '1_000',
    '١٢٣',
    '💥',
    '\u0000',
    '%00',
    '<script>alert(1)</script>',
    '9'.repeat(400),
    '-0',
    '1,2,3;4,5,6',
    'null',
    'undefined',
    '[object Object]',
  ),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.double().map(String),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
);
