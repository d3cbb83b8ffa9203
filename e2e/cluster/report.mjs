// What the cluster run concludes: the violations in what it saw, and its table.

/**
 * The problems in a finished burst: posts not published, not on the sandbox exactly once, a
 * replica's own 5xx, the replica never killed unreachable, no kill mid-load.
 */
export function burstProblems({ posts, ledger, replicas: [a, b], kill }) {
  const problems = [];
  if (!kill) problems.push('the burst was out before the kill: nothing was killed mid-load');
  const published = ledger.statuses.published?.n ?? 0;
  if (published !== posts) {
    const others = Object.values(ledger.statuses)
      .filter((s) => s.status !== 'published')
      .map((s) => `${s.n} ${s.status}${s.reason ? ` (${s.reason})` : ''}`);
    problems.push(`${published} of ${posts} posts published; ${others.join(', ')}`);
  }
  if (ledger.once !== posts || ledger.sandbox_posts_since !== posts) {
    problems.push(
      `on the sandbox: ${ledger.once} posts exactly once, ${ledger.missing} missing, ${ledger.repeated} repeated, ${ledger.unlinked} there once but not recorded as that post; ${ledger.sandbox_posts_since} sandbox posts since the due instant`,
      ...ledger.mislinked.map((post) => `  such as ${post}`),
    );
  }
  for (const replica of [a, b]) {
    for (const error of replica.ownServerErrors) {
      problems.push(`replica ${replica.name} answered ${error}`);
    }
  }
  if (a.unreachable)
    problems.push(`replica a, never killed, was unreachable ${a.unreachable} times`);
  return problems;
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/** The run's table in Markdown, as bench/README.md holds it. */
export function reportTable({
  posts,
  members,
  replicas: [a, b],
  sessions,
  changes,
  media,
  ledger,
  kill,
  allDoneMs,
}) {
  const lags = ledger.lagsMs;
  const at = (q) => lags[Math.min(lags.length - 1, Math.floor(q * lags.length))];
  const yes = (ok) => (ok ? 'yes' : 'no');
  const rows = [
    [
      'requests served by replica a / b (calls to the sandbox LinkedIn among them)',
      `${a.served} / ${b.served} (${a.sandbox} / ${b.sandbox})`,
    ],
    [
      '5xx answered by a replica; requests to b lost to its kill (502 from the proxy)',
      `${a.ownServerErrors.length + b.ownServerErrors.length}; ${b.unreachable}`,
    ],
    [
      `session answers to ${members} members, each the asker's own (lost to the kill)`,
      `${sessions.checked} (${sessions.unreachable})`,
    ],
    [
      `changes made through one replica (${changes.count}): longest until the other showed it`,
      `${changes.slowestMs.toFixed(0)} ms`,
    ],
    [
      'image uploaded through a: same bytes through b; on the sandbox with its post',
      `${yes(media.sameThroughB)}; ${yes(media.onLinkedIn)}`,
    ],
    [
      'posts due at one instant: published, failed; on the sandbox LinkedIn exactly once',
      `${ledger.statuses.published?.n ?? 0}, ${ledger.statuses.failed?.n ?? 0}; ${ledger.once}`,
    ],
    [
      'api b and worker 2 killed after the due instant, with posts on LinkedIn (in flight)',
      kill ? `${seconds(kill.atMs)}, ${kill.on_linkedin} (${kill.publishing})` : '—',
    ],
    [
      'posts tried more than once; repeats LinkedIn refused as duplicates',
      `${ledger.retried}; ${a.duplicatesRefused + b.duplicatesRefused}`,
    ],
    [
      'publish lag p50 / p99 (due instant to LinkedIn); all recorded as published',
      lags.length
        ? `${seconds(at(0.5))} / ${seconds(at(0.99))}; ${seconds(allDoneMs)}`
        : `—; ${seconds(allDoneMs)}`,
    ],
  ];
  return [
    `| ${posts} posts, 2 API replicas, 2 workers | |`,
    '|---|---|',
    ...rows.map(([what, value]) => `| ${what} | ${value} |`),
  ].join('\n');
}
