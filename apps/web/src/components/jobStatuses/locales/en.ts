/** English names of the built-in job statuses (spec 2 section 4): the default and fallback language. */
export const en = {
  jobStatuses: {
    builtIn: {
      open: 'Open',
      rejected: 'Rejected',
      assigned: 'Assigned',
      confirmed: 'Confirmed',
      reported: 'Reported',
      review: 'Review',
      done: 'Done',
    },
    status: 'Status',
  },
};
