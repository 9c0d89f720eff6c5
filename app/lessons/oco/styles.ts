import { OKABE_ITO } from '../../panels/palette';

/** One colour, one dash and one marker per learner, in the plane, the charts and the lists. */
export const OCO_STYLES = [
  { color: OKABE_ITO.blue, dash: '', marker: 'circle' },
  { color: OKABE_ITO.vermillion, dash: '10 3 2 3', marker: 'square' },
  { color: OKABE_ITO.green, dash: '4 2', marker: 'triangle' },
  { color: OKABE_ITO.purple, dash: '1 2', marker: 'diamond' },
  { color: OKABE_ITO.orange, dash: '6 2 1 2', marker: 'circle' },
  { color: OKABE_ITO.sky, dash: '8 2', marker: 'square' },
  { color: OKABE_ITO.black, dash: '2 2 6 2', marker: 'triangle' },
] as const;

export const ocoStyle = (k: number) =>
  OCO_STYLES[k % OCO_STYLES.length] as (typeof OCO_STYLES)[number];

/** The learners' names in the pickers, before a run has named them. */
export const OCO_LEARNER_LABELS: Record<string, string> = {
  ogd: 'OGD, constant η',
  'ogd-sqrt': 'OGD, η/√t',
  'ogd-sc': 'OGD, 1/(λt)',
  'ogd-weighted': 'OGD, 2/(λ(t+1))',
  ftl: 'Follow the Leader',
  ftrl: 'FTRL, ‖w‖²/(2η)',
  perceptron: 'Perceptron (Example 7)',
};
