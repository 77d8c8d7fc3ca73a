// Estimates' rules, shared by the server's validation, the issue forms and the board: the workspace's scale (none,
// points, or T-shirt sizes stored as points so that sums still add up), what an estimate reads as, and a sum in words.

export const ESTIMATE_SCALES = ['NONE', 'POINTS', 'TSHIRT'] as const;
export type EstimateScale = (typeof ESTIMATE_SCALES)[number];

export const ESTIMATE_MAX = 100;

/** T-shirt sizes and the points each is stored as. */
export const TSHIRT_SIZES = [
  { size: 'XS', points: 1 },
  { size: 'S', points: 2 },
  { size: 'M', points: 3 },
  { size: 'L', points: 5 },
  { size: 'XL', points: 8 },
] as const;

export const isEstimateScale = (value: unknown): value is EstimateScale => ESTIMATE_SCALES.includes(value as EstimateScale);

/** What is wrong with an estimate on the scale; undefined when it fits. */
export function estimateError(scale: EstimateScale, estimate: number): string | undefined {
  if (scale === 'NONE') return 'This workspace does not use estimates.';
  if (!Number.isInteger(estimate) || estimate < 0 || estimate > ESTIMATE_MAX) return `An estimate is a whole number from 0 to ${ESTIMATE_MAX}.`;
  if (scale === 'TSHIRT' && !TSHIRT_SIZES.some((size) => size.points === estimate)) {
    return `An estimate is a T-shirt size here: ${TSHIRT_SIZES.map(({ size, points }) => `${size} (${points})`).join(', ')}.`;
  }
  return undefined;
}

/** An estimate as the scale shows it ("M", "3"); null when there is none, or the scale shows none. */
export function estimateText(scale: EstimateScale, estimate: number | null | undefined): string | null {
  if (estimate == null || scale === 'NONE') return null;
  if (scale === 'TSHIRT') return TSHIRT_SIZES.find((size) => size.points === estimate)?.size ?? `${estimate} pts`;
  return String(estimate);
}

/** A sum of estimates in points: "1 pt", "13 pts". */
export const pointsText = (points: number): string => (points === 1 ? '1 pt' : `${points} pts`);

const POINT_CHOICES = [0, 1, 2, 3, 5, 8, 13, 21];

/** The estimates a picker offers on the scale, each in words ("M", "3 points"), and the current one when it is not among them. */
export function estimateChoices(scale: EstimateScale, current: number | null | undefined): Array<{ points: number; label: string }> {
  const choices =
    scale === 'TSHIRT' ? TSHIRT_SIZES.map(({ size, points }) => ({ points, label: size })) : POINT_CHOICES.map((points) => ({ points, label: `${points} points` }));
  if (current != null && !choices.some((choice) => choice.points === current)) choices.push({ points: current, label: `${current} points` });
  return choices;
}
