import { Toolbar, ToolbarClasses, type ToolbarProps } from 'react-admin';

/**
 * A form's toolbar that stays below the form's last field on a phone too. react-admin fixes every
 * form's toolbar to the bottom of a phone's window; on a page with two forms (a user and the "add a
 * rate" form below it, the organisation and its signature and location forms) the two toolbars lay
 * on top of each other there, and a tap on the Save it showed hit the other form's button
 * (walkthrough 40, finding 1). Without children it has react-admin's Save and Delete.
 */
export function InPlaceToolbar({ sx, ...props }: ToolbarProps) {
  return (
    <Toolbar
      {...props}
      sx={[{ [`&.${ToolbarClasses.mobileToolbar}`]: { position: 'static' } }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}

/**
 * A SimpleForm's `sx` for an in-place toolbar: react-admin leaves 5em below a phone's form for the
 * fixed toolbar it would lay over it, a blank band once the toolbar is in place.
 */
export const inPlaceFormSx = { '@media (max-width:599.95px)': { paddingBottom: 0 } } as const;
