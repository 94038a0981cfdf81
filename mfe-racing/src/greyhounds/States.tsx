export function Loading() {
  return <p aria-busy="true">Loading…</p>;
}

export function Failed() {
  return <p role="alert">This could not be loaded. Please try again shortly.</p>;
}
