'use client';

/** Last resort when the root layout itself fails: a plain page with no dependencies. */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: 32, color: '#14213d' }}>
        <h1>Something went wrong</h1>
        <p>The site couldn&rsquo;t load this page. Please try again in a moment.</p>
        <button type="button" onClick={reset} style={{ minHeight: 44, padding: '10px 20px' }}>
          Try again
        </button>
      </body>
    </html>
  );
}
