/**
 * The support quorum of an objection — `kwg25.1`.
 *
 * § 25 Abs. 1 KWG (summary): a person entitled to vote who does not claim a
 * violation of their own rights needs supporters: 1 per cent of those
 * entitled to vote, at least 5; where more than 10,000 are entitled to vote,
 * 100 ("1 %, at least 5, or 100 above 10,000").
 *
 * @since 0.1.0
 */

/** The number of supporters needed, or null when the number of voters is not known. @category rules @since 0.1.0 */
export const supportQuorum = (eligibleVoters: number | null): number | null => {
  if (eligibleVoters === null) return null
  // 1 % of at most 10,000 is at most 100, so capping at 100 is "100 above 10,000"
  return Math.min(100, Math.max(5, Math.ceil(eligibleVoters / 100)))
}
