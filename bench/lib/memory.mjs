// Peak resident memory of this process while a piece of work runs.

/** Samples RSS every `intervalMs` until stop(); returns the baseline and the peak in bytes. */
export function trackPeakMemory(intervalMs = 20) {
  globalThis.gc?.(); // run node with --expose-gc for a steadier baseline
  const baseRss = process.memoryUsage().rss;
  let peakRss = baseRss;
  const timer = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
      return { baseRss, peakRss, growth: peakRss - baseRss };
    },
  };
}

/** Runs `work`, then returns seconds, MB/s for `bytes`, and memory figures. */
export async function measure(bytes, work) {
  const memory = trackPeakMemory();
  const start = performance.now();
  await work();
  const seconds = (performance.now() - start) / 1000;
  const { baseRss, peakRss, growth } = memory.stop();
  return { seconds, mbPerSecond: bytes / 1024 / 1024 / seconds, baseRss, peakRss, growth };
}

export const mb = (bytes) => `${Math.round(bytes / 1024 / 1024)} MB`;
