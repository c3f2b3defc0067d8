// Placeholder for the monitoring screen (/app). The pose-pipeline work replaces this file.
export default function Monitor() {
  return (
    <main>
      <h1>Posture Coach</h1>
      <p>AI-powered posture monitoring for better health</p>
    </main>
  );
}
