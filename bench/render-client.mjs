// The bench's client for renders (bench/run.ts): asks for one page, one request at a time, from a
// process of its own, so that the server's thread does not also pay for the client's requests and
// decompression. Asks as Chromium does (its Accept-Encoding), with a cookie the page cache does not
// know, so that each answer is a render. Prints the median time, in milliseconds.
// Usage: node bench/render-client.mjs <url> [requests=65] [warm-up=5]
const [url, requests = '65', warmUp = '5'] = process.argv.slice(2);
const times = [];
for (let index = 0; index < Number(requests); index++) {
  const started = performance.now();
  const response = await fetch(url, {
    headers: { cookie: 'bench=uncached', 'accept-encoding': 'gzip, deflate, br, zstd' },
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  if (index >= Number(warmUp)) times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
process.stdout.write(`${JSON.stringify({ p50: times[Math.floor(times.length / 2)] ?? 0 })}\n`);
