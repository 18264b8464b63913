/** The company's milestones, oldest first; each `key` names its text in the about catalogue. */
export const MILESTONES = [
  { year: 2013, key: 'firstApp' },
  { year: 2015, key: 'invoicing' },
  { year: 2017, key: 'multiStore' },
  { year: 2019, key: 'partners' },
  { year: 2021, key: 'international' },
  { year: 2024, key: 'reports' },
] as const;
