export function Transactions() {
  return (
    <section className="screen">
      <h1>Transactions</h1>
    </section>
  );
}
