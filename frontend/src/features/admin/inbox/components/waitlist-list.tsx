export function WaitlistList() {
  return null;
}
