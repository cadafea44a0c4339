/**
 * Calls `onParentGone` once the process's parent changes (it died and the process was adopted),
 * checking every `intervalMs`. The timer does not keep the process alive. Returns a stop function.
 */
export function watchParent(
  onParentGone: () => void,
  intervalMs = 1000,
  currentParent: () => number = () => process.ppid,
): () => void {
  const parent = currentParent();
  const timer = setInterval(() => {
    if (currentParent() === parent) return;
    clearInterval(timer);
    onParentGone();
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
