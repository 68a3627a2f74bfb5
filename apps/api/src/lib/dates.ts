/** Today's date in UTC as YYYY-MM-DD: due dates and "overdue" are decided on the UTC calendar. */
export const todayUtc = () => new Date().toISOString().slice(0, 10);
