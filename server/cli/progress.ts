/**
 * A one-line progress bar for long command-line work, redrawn in place on a terminal; elsewhere
 * (a pipe, a CI log) it prints nothing so logs hold no carriage-return noise.
 */
const WIDTH = 30;

/** `after`: a line shown once the bar is full, for the work that follows it (index builds). */
export function progressBar(
  label: string,
  after?: string,
  stream: NodeJS.WriteStream = process.stderr,
) {
  const started = Date.now();
  let drawn = -1;
  return (done: number, total: number): void => {
    if (!stream.isTTY || total <= 0) return;
    const share = Math.min(1, done / total);
    const percent = Math.floor(share * 100);
    if (percent === drawn && done < total) return;
    drawn = percent;
    const filled = Math.round(share * WIDTH);
    const seconds = (Date.now() - started) / 1000;
    const rate = seconds > 0 ? Math.round(done / seconds) : 0;
    stream.write(
      `\r${label} [${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}] ${String(percent).padStart(3)}% ` +
        `${done.toLocaleString('en')}/${total.toLocaleString('en')} ${rate.toLocaleString('en')}/s`,
    );
    if (done >= total) stream.write(after ? `\n${after}\n` : '\n');
  };
}
