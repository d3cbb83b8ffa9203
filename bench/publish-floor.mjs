// The publishing benchmark's floor (bench/publish.mjs runs it): `n` bare POSTs of a post's size
// to `url`, `concurrency` at a time over keep-alive, and nothing else. Prints the seconds taken.
const [url, n, concurrency] = [process.argv[2], Number(process.argv[3]), Number(process.argv[4])];
const body = JSON.stringify({
  author: 'urn:li:person:00000000-0000-4000-8000-000000000000',
  commentary: 'Benchmark post 00000000-0000-4000-8000-000000000000',
  visibility: 'PUBLIC',
  distribution: {
    feedDistribution: 'MAIN_FEED',
    targetEntities: [],
    thirdPartyDistributionChannels: [],
  },
  lifecycleState: 'PUBLISHED',
  isReshareDisabledByAuthor: false,
});
let next = 0;
const start = performance.now();
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < n) {
      next++;
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer floor' },
        body,
      });
      await res.arrayBuffer();
    }
  }),
);
console.log(((performance.now() - start) / 1000).toFixed(3));
