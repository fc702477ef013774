import type { SVGProps } from 'react';

/**
 * The few line icons the shop uses, drawn inline (24×24, stroke = currentColor) so no icon
 * library lands in the first load. Decorative by default: label the button, not the icon.
 */
type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function icon(paths: string[], fill = false) {
  return function Icon({ size = 22, ...rest }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill={fill ? 'currentColor' : 'none'}
        stroke={fill ? 'none' : 'currentColor'}
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...rest}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  };
}

export const SearchIcon = icon(['M10 3a7 7 0 1 0 0 14a7 7 0 0 0 0-14z', 'M21 21l-6-6']);
export const CartIcon = icon([
  'M6 19a2 2 0 1 0 4 0a2 2 0 0 0-4 0',
  'M17 19a2 2 0 1 0 4 0a2 2 0 0 0-4 0',
  'M17 17H6V3H4',
  'M6 5l14 1l-1 7H6',
]);
export const BellIcon = icon([
  'M10 5a2 2 0 1 1 4 0a7 7 0 0 1 4 6v3a4 4 0 0 0 2 3H4a4 4 0 0 0 2-3v-3a7 7 0 0 1 4-6',
  'M9 17v1a3 3 0 0 0 6 0v-1',
]);
export const UserIcon = icon(['M8 7a4 4 0 1 0 8 0a4 4 0 0 0-8 0', 'M6 21v-2a4 4 0 0 1 4-4h4a4 4 0 0 1 4 4v2']);
export const MenuIcon = icon(['M4 6h16', 'M4 12h16', 'M4 18h16']);
export const CloseIcon = icon(['M18 6L6 18', 'M6 6l12 12']);
export const ChevronLeftIcon = icon(['M15 6l-6 6l6 6']);
export const ChevronRightIcon = icon(['M9 6l6 6l-6 6']);
export const HeartIcon = icon(['M19.5 12.6L12 20l-7.5-7.4A5 5 0 1 1 12 6a5 5 0 1 1 7.5 6.6']);
export const HeartFilledIcon = icon(['M19.5 12.6L12 20l-7.5-7.4A5 5 0 1 1 12 6a5 5 0 1 1 7.5 6.6'], true);
export const StarIcon = icon(['M12 17.8l-6.2 3.2l1.2-6.9l-5-4.9l6.9-1l3.1-6.3l3.1 6.3l6.9 1l-5 4.9l1.2 6.9z'], true);
export const PauseIcon = icon(['M7 5h3v14H7z', 'M14 5h3v14h-3z']);
export const PlayIcon = icon(['M7 4v16l13-8z']);
export const ChatIcon = icon(['M3 20l1.3-3.9A9 8 0 1 1 7.7 19L3 20', 'M9 10h.01', 'M12 10h.01', 'M15 10h.01']);
export const InstagramIcon = icon([
  'M4 8a4 4 0 0 1 4-4h8a4 4 0 0 1 4 4v8a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4z',
  'M9 12a3 3 0 1 0 6 0a3 3 0 0 0-6 0',
  'M16.5 7.5v.01',
]);
export const TiktokIcon = icon(['M21 7.9V12a9 9 0 0 1-5-1.6V16a6 6 0 1 1-6-6v4.1a2 2 0 1 0 2 1.9V2h4a5 5 0 0 0 5 5z']);
export const YoutubeIcon = icon([
  'M2 8a4 4 0 0 1 4-4h12a4 4 0 0 1 4 4v8a4 4 0 0 1-4 4H6a4 4 0 0 1-4-4z',
  'M10 9l5 3l-5 3z',
]);
export const FacebookIcon = icon(['M7 10v4h3v7h4v-7h3l1-4h-4V8a1 1 0 0 1 1-1h3V3h-3a5 5 0 0 0-5 5v2z']);
export const MailIcon = icon(['M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z', 'M3 7l9 6l9-6']);
export const PinIcon = icon([
  'M9 11a3 3 0 1 0 6 0a3 3 0 0 0-6 0',
  'M17.7 16.7L13.4 21a2 2 0 0 1-2.8 0l-4.3-4.3a8 8 0 1 1 11.3 0z',
]);
export const PhoneIcon = icon([
  'M5 4h4l2 5l-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
]);
export const TrashIcon = icon([
  'M4 7h16',
  'M10 11v6',
  'M14 11v6',
  'M5 7l1 12a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2l1-12',
  'M9 7V4a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v3',
]);
