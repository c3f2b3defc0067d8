// Placeholder shell until the screens land (issues "Monitoring screen" and "Every other screen").
export function App() {
  return (
    <main>
      <h1>Posture Coach</h1>
      <p>Sit smarter, work harder</p>
    </main>
  );
}
