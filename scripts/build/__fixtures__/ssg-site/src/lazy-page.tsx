export function Component() {
  return <p>a lazy page</p>;
}
