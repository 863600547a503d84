import { OutlineIcon } from '../components/outline-icon';

/**
 * The footer's social link icon: a generic profile in a network of contacts, drawn here. The
 * site never shows a real company's logo, so the network is named in the link's words instead.
 */
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
