/**
 * A short sound and vibration on the verdict, where the device allows it: two high beeps for
 * yes, one low for no. Browsers without Web Audio or vibration (and tests) simply stay silent.
 */
export function signalVerdict(ok: boolean): void {
  try {
    navigator.vibrate?.(ok ? [60, 40, 60] : [300]);
  } catch {
    // Vibration refused (no user gesture yet): the screen says it all the same.
  }
  const Context = window.AudioContext;
  if (!Context) return;
  try {
    const audio = new Context();
    const beep = (at: number, frequency: number, length: number) => {
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.frequency.value = frequency;
      gain.gain.value = 0.15;
      osc.connect(gain).connect(audio.destination);
      osc.start(audio.currentTime + at);
      osc.stop(audio.currentTime + at + length);
    };
    if (ok) {
      beep(0, 880, 0.09);
      beep(0.14, 1320, 0.09);
    } else beep(0, 220, 0.35);
    setTimeout(() => void audio.close(), 1000);
  } catch {
    // No sound on this device.
  }
}
