// Plausible issues for the demo data and `npm run seed`: titles from a project's vocabulary, and statuses,
// priorities, assignees, labels and due dates spread the way a real team's are. Deterministic for a given seed.
import type { IssuePriority, IssueSeed, IssueStatus } from './seedIssues';

/** A small, fast pseudo-random generator (mulberry32): the same seed gives the same data. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)];

function weighted<T>(random: Random, choices: ReadonlyArray<readonly [T, number]>): T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [value, weight] of choices) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return choices[choices.length - 1][0];
}

/** What a project's issues talk about: actions, the things they act on, and where. */
export interface Vocabulary {
  actions: readonly string[];
  subjects: readonly string[];
  contexts: readonly string[];
}

export const VOCABULARIES: Record<string, Vocabulary> = {
  WEB: {
    actions: ['Fix', 'Redesign', 'Speed up', 'Add tests for', 'Polish', 'Clean up', 'Audit accessibility of', 'Localize', 'Investigate errors in'],
    subjects: [
      'the pricing page',
      'the blog index',
      'the newsletter sign-up form',
      'the landing page hero',
      'the footer links',
      'the changelog page',
      'the customer stories section',
      'the cookie banner',
      'the contact form',
      'the docs search',
      'Open Graph images',
      'the careers page',
      'the comparison table',
      'the 404 page',
      'the dark theme',
    ],
    contexts: ['', '', ' on Safari', ' on small screens', ' for right-to-left languages', ' after the CMS migration', ' in Firefox'],
  },
  MOB: {
    actions: ['Fix', 'Redesign', 'Speed up', 'Add offline support to', 'Polish', 'Add haptics to', 'Investigate crash in', 'Support dynamic type in', 'Clean up'],
    subjects: [
      'the sign-in screen',
      'push notifications',
      'the issue detail screen',
      'pull to refresh',
      'the home widget',
      'the share sheet',
      'deep links',
      'the onboarding flow',
      'the settings screen',
      'image uploads',
      'the board view',
      'biometric unlock',
      'background sync',
      'the app icon badge',
    ],
    contexts: ['', '', ' on Android 14', ' on iPad', ' with VoiceOver', ' on slow networks', ' after an app update'],
  },
  default: {
    actions: ['Fix', 'Improve', 'Redesign', 'Speed up', 'Add tests for', 'Document', 'Investigate', 'Clean up', 'Remove', 'Support'],
    subjects: [
      'the export job',
      'the billing webhook',
      'the search index',
      'the audit log',
      'the settings page',
      'email digests',
      'the import wizard',
      'rate limiting',
      'the status page',
      'the admin console',
      'API pagination',
      'team invitations',
      'the activity feed',
      'file attachments',
      'single sign-on',
    ],
    contexts: ['', '', ' for large workspaces', ' on mobile', ' behind the proxy', ' in the EU region', ' for new accounts', ' under load'],
  },
};

const DESCRIPTIONS = [
  '',
  '',
  'Reported by a customer this week. Steps to reproduce:\n\n1. Open the page\n2. Resize the window\n3. See the layout jump',
  'We should measure this first: **p95 is over a second** on the dashboard.',
  'Follow-up from the last review. See the design notes for the details.\n\n- [ ] Draft\n- [ ] Review\n- [ ] Ship',
  'Low effort, high impact. Anyone can pick this up.',
  'Blocked until the API change lands; keep an eye on the rollout.',
];

const STATUSES: ReadonlyArray<readonly [IssueStatus, number]> = [
  ['BACKLOG', 25],
  ['TODO', 20],
  ['IN_PROGRESS', 15],
  ['IN_REVIEW', 8],
  ['DONE', 27],
  ['CANCELED', 5],
];

const PRIORITIES: ReadonlyArray<readonly [IssuePriority, number]> = [
  ['NONE', 30],
  ['URGENT', 5],
  ['HIGH', 20],
  ['MEDIUM', 30],
  ['LOW', 15],
];

const DAY_MS = 86_400_000;

export interface IssueSpread {
  /** The projects the issues go to, evenly, with their keys (which choose the vocabulary). */
  projects: ReadonlyArray<{ id: string; key: string }>;
  /** User ids of the members who create and are assigned issues. */
  members: readonly string[];
  /** Label ids to put on issues. */
  labels: readonly string[];
  /** Today: due dates fall around it, and nothing is updated after it. */
  now: Date;
  random: Random;
}

/** When the issues were created: evenly over the window, oldest first. */
export interface CreationWindow {
  from: Date;
  to: Date;
}

/** `count` issues, oldest first, spread over the projects, members and labels, created within the window. */
export function generateIssues(count: number, spread: IssueSpread, window: CreationWindow): IssueSeed[] {
  const { random, now } = spread;
  const issues: IssueSeed[] = [];
  const start = window.from.getTime();
  const span = window.to.getTime() - start;
  const titles = new Map<string, Set<string>>();
  for (let i = 0; i < count; i += 1) {
    const project = spread.projects[i % spread.projects.length];
    const words = VOCABULARIES[project.key] ?? VOCABULARIES.default;
    const createdAt = new Date(start + ((i + random()) / count) * span);
    const updatedAt = new Date(Math.max(createdAt.getTime(), Math.min(now.getTime(), createdAt.getTime() + random() * 10 * DAY_MS)));
    const status = weighted(random, STATUSES);
    const labelCount = spread.labels.length === 0 ? 0 : weighted(random, [[0, 3], [1, 5], [2, 2], [3, 1]] as const);
    const labels = new Set<string>();
    while (labels.size < Math.min(labelCount, spread.labels.length)) labels.add(pick(random, spread.labels));
    const due = status !== 'DONE' && status !== 'CANCELED' && random() < 0.4;
    // A title seen in the project already is drawn again (a few times: large seeds repeat some).
    const title = () => `${pick(random, words.actions)} ${pick(random, words.subjects)}${pick(random, words.contexts)}`;
    const seen = titles.get(project.id) ?? titles.set(project.id, new Set()).get(project.id)!;
    let candidate = title();
    for (let attempt = 0; attempt < 5 && seen.has(candidate); attempt += 1) candidate = title();
    seen.add(candidate);
    issues.push({
      projectId: project.id,
      title: candidate,
      description: pick(random, DESCRIPTIONS),
      status,
      priority: weighted(random, PRIORITIES),
      assigneeId: random() < 0.2 ? null : pick(random, spread.members),
      createdBy: pick(random, spread.members),
      dueDate: due ? new Date(now.getTime() + Math.round((random() * 40 - 10)) * DAY_MS).toISOString().slice(0, 10) : null,
      labelIds: [...labels],
      createdAt,
      updatedAt,
    });
  }
  return issues;
}
