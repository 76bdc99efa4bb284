export function Home() {
  return (
    <section className="screen">
      <h1>Home</h1>
    </section>
  );
}
