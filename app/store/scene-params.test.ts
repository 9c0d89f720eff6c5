import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_NOTICES,
  defaultScene,
  foldNotices,
  parseSearch,
  toSearch,
  type Notice,
} from './scene-params';

describe('scene parameters', () => {
  it('round-trips a scene through the query string', () => {
    const { scene } = parseSearch(
      '?lesson=perceptron&stream=noisy&seed=9&T=1234&gamma=0.05&R=2&noise=0.2&t=77&speed=max&theme=dark&present=1&learners=perceptron,perceptron-random&wstar=0.6,0.8',
    );
    const again = parseSearch(toSearch(scene));
    expect(again.notices).toEqual([]);
    expect(again.scene).toEqual(scene);
    expect(scene).toMatchObject({
      seed: 9,
      T: 1234,
      t: 77,
      speed: 'max',
      theme: 'dark',
      present: true,
      params: { stream: 'noisy', gamma: 0.05, R: 2 },
    });
  });

  it('keeps the student’s points in the URL', () => {
    const { scene } = parseSearch('?stream=user&points=0.1,0.2,1;-0.3,0.4,-1&t=2');
    expect(scene.params['points']).toEqual([
      { x1: 0.1, x2: 0.2, y: 1 },
      { x1: -0.3, x2: 0.4, y: -1 },
    ]);
    expect(parseSearch(toSearch(scene)).scene.params['points']).toEqual(scene.params['points']);
  });

  it.each([
    ['T=abc', 'T'],
    ['T=0', 'T'],
    ['T=1e9', 'T'],
    ['seed=-4', 'seed'],
    ['gamma=NaN', 'gamma'],
    ['R=Infinity', 'R'],
    ['stream=magic', 'stream'],
    ['theme=neon', 'theme'],
    ['speed=fast', 'speed'],
    ['learners=perceptron,zebra', 'learners'],
    ['wstar=0,0', 'wstar'],
    ['points=1,2', 'points'],
    ['data=javascript:alert(1)', 'data'],
    ['autoplay=maybe', 'autoplay'],
    ['gama=0.2', 'gama'],
  ])('reports %s and uses a valid value instead', (query, param) => {
    const { scene, notices } = parseSearch(`?${query}`);
    expect(notices.map((n) => n.param)).toContain(param);
    const notice = notices.find((n) => n.param === param);
    expect(notice?.message).toContain(param);
    if (Object.hasOwn(defaultScene, param))
      expect((scene as unknown as Record<string, unknown>)[param]).toEqual(
        (defaultScene as unknown as Record<string, unknown>)[param],
      );
    if (Object.hasOwn(defaultScene.params, param))
      expect(scene.params[param]).toEqual(defaultScene.params[param]);
  });

  it('keeps γ below R and t within T', () => {
    const { scene, notices } = parseSearch('?gamma=3&R=1&T=10&t=50');
    expect(scene.params['gamma']).toBeLessThan(scene.params['R'] as number);
    expect(scene.t).toBe(10);
    expect(notices.map((n) => n.param).sort()).toEqual(['gamma', 't']);
  });

  it('never throws and always yields a usable scene, whatever the query', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.string()), (dict) => {
        const q = new URLSearchParams(dict).toString();
        const { scene } = parseSearch(q);
        expect(Number.isFinite(scene.T) && scene.T >= 1).toBe(true);
        const { gamma, R } = scene.params as { gamma: number; R: number };
        expect(gamma > 0 && gamma < R).toBe(true);
        expect(scene.t >= 0 && scene.t <= scene.T).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe('lessons in the URL', () => {
  it('starts a new lesson from its own defaults, keeping the display', () => {
    const { scene, notices } = parseSearch('?lesson=experts&theme=dark');
    expect(notices).toEqual([]);
    expect(scene).toMatchObject({
      lesson: 'experts',
      theme: 'dark',
      params: { stream: 'realizable', d: 16 },
    });
    expect(scene.params['learners']).toEqual(['halving', 'wm', 'mwu', 'hedge']);
  });

  it('checks streams and learners against the lesson', () => {
    const { scene, notices } = parseSearch(
      '?lesson=experts&stream=noisy&learners=hedge,perceptron',
    );
    expect(notices.map((n) => n.param).sort()).toEqual(['learners', 'stream']);
    expect(scene.params['stream']).toBe('realizable');
  });

  it('reports a parameter that belongs to another lesson', () => {
    const { notices } = parseSearch('?lesson=experts&gamma=0.2');
    expect(notices[0]?.message).toMatch(/not a parameter of the experts lesson/);
  });

  it('round-trips an experts scene', () => {
    const { scene } = parseSearch(
      '?lesson=experts&stream=adversary&d=40&learners=wm,hedge&eta=0.2&epsilon=0.1&t=12&T=200',
    );
    expect(parseSearch(toSearch(scene)).scene).toEqual(scene);
  });
});

describe('hostile URLs (found by e2e/fuzz-urls.spec.ts)', () => {
  it('reports a second lesson instead of dropping it silently', () => {
    // Regression: only the first `lesson` was looked at; `lesson=nope` after it said nothing.
    const bad = parseSearch('?lesson=perceptron&lesson=nope');
    expect(bad.scene.lesson).toBe('perceptron');
    expect(bad.notices).toHaveLength(1);
    expect(bad.notices[0]?.message).toMatch(
      /^lesson=nope is not a lesson .*using lesson=perceptron/,
    );
    const other = parseSearch('?lesson=experts&lesson=mindreader');
    expect(other.scene.lesson).toBe('experts');
    expect(other.notices[0]?.message).toMatch(
      /lesson=mindreader was ignored.*using lesson=experts/,
    );
    // The same lesson twice is not a problem.
    expect(parseSearch('?lesson=experts&lesson=experts').notices).toEqual([]);
    // An invalid first lesson and a valid second: both said.
    expect(parseSearch('?lesson=nope&lesson=experts').notices.map((n) => n.given)).toEqual([
      'nope',
      'experts',
    ]);
  });

  it('names the value actually used when a key is given twice', () => {
    // Regression: `T=abc&T=5` said "using T=300" and then used T=5.
    const { scene, notices } = parseSearch('?T=abc&T=5');
    expect(scene.T).toBe(5);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ param: 'T', given: 'abc', used: '5' });
    expect(notices[0]?.message).toBe('T=abc is not valid (must be a number); using T=5.');
    const last = parseSearch('?T=5&T=abc');
    expect(last.scene.T).toBe(300);
    expect(last.notices[0]?.used).toBe('300');
  });

  it('keeps a huge unknown key short in its notice', () => {
    const { notices } = parseSearch(`?${'k'.repeat(5000)}=1`);
    expect(notices[0]?.param.length).toBeLessThanOrEqual(40);
    expect(notices[0]?.message.length).toBeLessThan(100);
  });

  it('every notice of the parser names its parameter, whatever the query', () => {
    const key = fc.oneof(fc.constantFrom('lesson', 'T', 't', 'gamma', 'theme', 'd'), fc.string());
    fc.assert(
      fc.property(fc.array(fc.tuple(key, fc.string()), { maxLength: 12 }), (pairs) => {
        const { notices } = parseSearch(new URLSearchParams(pairs).toString());
        for (const n of notices) expect(n.message).toContain(n.param.slice(0, 37));
      }),
      { numRuns: 300 },
    );
  });
});

describe('foldNotices', () => {
  const notice = (i: number): Notice => ({
    param: `p${i}`,
    given: `g${i}`,
    used: i % 2 ? 'ignored' : `u${i}`,
    message: `message ${i}`,
  });

  it('leaves a short list alone', () => {
    const list = Array.from({ length: MAX_NOTICES }, (_, i) => notice(i));
    expect(foldNotices(list)).toBe(list);
  });

  it('folds the rest into one notice that still names each parameter', () => {
    // Regression: the store kept the last six notices, so a URL with nine bad parameters showed
    // six of them and dropped three without a word.
    const list = Array.from({ length: 9 }, (_, i) => notice(i));
    const folded = foldNotices(list);
    expect(folded).toHaveLength(MAX_NOTICES);
    expect(folded.slice(0, MAX_NOTICES - 1)).toEqual(list.slice(0, MAX_NOTICES - 1));
    const last = folded[MAX_NOTICES - 1];
    expect(last?.message).toBe(
      '4 more parameters were not used as given: p5=g5 (ignored); p6=g6 (using u6); p7=g7 (ignored); p8=g8 (using u8).',
    );
  });

  it('caps how many it names', () => {
    const folded = foldNotices(Array.from({ length: 500 }, (_, i) => notice(i)));
    expect(folded).toHaveLength(MAX_NOTICES);
    expect(folded[MAX_NOTICES - 1]?.message).toMatch(/; and 445 others\.$/);
  });
});
