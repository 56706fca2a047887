import { useState } from 'react';
import { Button } from '@/components/ui/button';

interface FollowButtonProps {
  follow: string;
  following: string;
  author: string;
}

/** Follow an article's author: a toggle that says whether you follow them. */
export function FollowButton({ follow, following, author }: FollowButtonProps) {
  const [on, setOn] = useState(false);
  return (
    <Button variant={on ? 'primary' : 'outline'} size="sm" aria-pressed={on} onClick={() => setOn((value) => !value)}>
      {on ? following : follow}
      <span className="sr-only"> {author}</span>
    </Button>
  );
}
