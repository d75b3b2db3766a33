import { Fragment } from 'react';

/**
 * An e-mail address that a narrow column breaks only before the "@" and after a dot
 * ("marija.kovac@ / zbor.example"), never inside a name (issue 58, #19: "zbor.ex ample").
 */
export function EmailAddress({ email }: { email: string }) {
  const parts = email.split(/(?=@)|(?<=\.)/);
  return (
    <span className="email-address">
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
