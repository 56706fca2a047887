/** The follow box on the blog's pages: new articles by e-mail (double opt-in) or by the feed. */
export const followBlog = {
  title: 'Follow our blog',
  intro:
    'Get each new article by e-mail. We first send a link to confirm your address; every e-mail has a one-click unsubscribe.',
  label: 'Email Address',
  submit: 'Follow',
  feed: 'Or follow by the feed (Atom)',
};
