import { avatarColour, initials } from '@daybook/domain';
import Avatar from '@mui/material/Avatar';
import type { SxProps, Theme } from '@mui/material/styles';

interface UserAvatarProps {
  name: string;
  avatarUrl?: string | null;
  size?: number;
  /** Alternative text for the photo; leave out when the name is printed next to the avatar. */
  alt?: string;
  sx?: SxProps<Theme>;
}

/** The person's photo, or their initials on a colour chosen from the first letter (docs/product-rules.md §2 Profile). */
export function UserAvatar({ name, avatarUrl, size = 40, alt = '', sx }: UserAvatarProps) {
  return (
    <Avatar
      src={avatarUrl ?? undefined}
      alt={alt}
      aria-hidden={alt ? undefined : true}
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.4,
        fontWeight: 700,
        bgcolor: avatarColour(name),
        color: '#ffffff',
        ...sx,
      }}
    >
      {initials(name)}
    </Avatar>
  );
}
