/** The Talvera logo, drawn inline so the header never waits for an image. */
export function BrandLogo() {
  return (
    <svg viewBox="0 0 140 32" width="140" height="32" aria-hidden="true" className="h-8 w-auto">
      <rect x="2" y="4" width="24" height="6" rx="3" fill="#4338ca" />
      <rect x="11" y="4" width="6" height="24" rx="3" fill="#7c3aed" opacity="0.9" />
      <text x="34" y="23" fontFamily="Inter, system-ui, sans-serif" fontSize="20" fontWeight="700" fill="#312e81">
        Talvera
      </text>
    </svg>
  );
}
