import { OutlineIcon } from '../components/outline-icon';

/** A generic profile icon: the site shows no real company's logo, so the link's words name the network. */
export function NetworkIcon() {
  return (
    <OutlineIcon className="size-5 shrink-0">
      <circle cx="12" cy="9" r="3" />
      <path d="M6.5 18.5c1-2.6 3-4 5.5-4s4.5 1.4 5.5 4" />
      <circle cx="4" cy="5" r="1.5" />
      <circle cx="20" cy="5" r="1.5" />
      <path d="M5.3 6l3.7 2M18.7 6l-3.7 2" />
    </OutlineIcon>
  );
}
