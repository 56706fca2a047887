import type { Db } from '../../storage/db';
import { typedDb, type TypedDb, type TypedStatement } from '../../storage/typed-db';

const DAY = 86_400_000;
/** How far back "Trending Post" counts. */
export const TRENDING_DAYS = 30;

const dayOf = (at: number) => new Date(at).toISOString().slice(0, 10);

/**
 * Owner of `post_views`: one row per post and day (UTC) with the number of times its page was
 * shown. Nothing about the reader is written: no address, no browser, no cookie.
 */
export class PostViews {
  private readonly db: TypedDb;
  private readonly add: TypedStatement<{ postId: string; day: string }, unknown>;

  constructor(
    db: Db,
    private readonly now: () => number = Date.now,
  ) {
    this.db = typedDb(db);
    // The one write a page view costs: a single UPSERT on the row's primary key.
    this.add = this.db.statement((q, args: { postId: string; day: string }) =>
      q
        .insertInto('post_views')
        .values({ post_id: args.postId, day: args.day, views: 1 })
        .onConflict((conflict) =>
          conflict.columns(['post_id', 'day']).doUpdateSet((eb) => ({ views: eb('post_views.views', '+', 1) })),
        ),
    );
  }

  count(postId: string) {
    this.add.run({ postId, day: dayOf(this.now()) });
  }

  /** The posts read in the last `TRENDING_DAYS` days (today included), most read first, with their views. */
  mostRead(): { postId: string; views: number }[] {
    return this.db
      .all((q) =>
        q
          .selectFrom('post_views')
          .select((eb) => ['post_id as postId', eb.fn.sum<number>('views').as('views')])
          .where('day', '>=', this.firstCountedDay())
          .groupBy('post_id')
          .orderBy('views', 'desc'),
      )
      .map((row) => ({ postId: row.postId, views: Number(row.views) }));
  }

  /** Deletes the days no list counts any more; answers how many rows went. */
  forgetUncounted(): number {
    return this.db.run((q) => q.deleteFrom('post_views').where('day', '<', this.firstCountedDay())).changes;
  }

  private firstCountedDay() {
    return dayOf(this.now() - (TRENDING_DAYS - 1) * DAY);
  }
}
