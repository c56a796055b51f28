/** The blog: the list of posts and a post's page. */
export const blog = {
  list: {
    title: 'Blog',
    lead: 'Practical guides for families caring for elders and children at home.',
    loadFailed: 'We could not load the blog just now.',
    tryAgain: 'Try again',
    none: 'No posts yet. Please check back soon.',
  },
  post: {
    allPosts: 'All posts',
    notFound: 'Blog post not found',
    loadFailed: 'We could not load this post',
    pageTitle: '{{title}} | CareConnect',
    movedOrRemoved: 'This post may have moved or been taken down.',
    checkConnection: 'Please check your connection and try again.',
    readOther: 'Read other posts',
    tryAgain: 'Try again',
    loading: 'Loading...',
    helpHeading: 'Need a helping hand at home?',
    helpText: 'Verified caregivers and partner companies near you, booked by the day.',
    findCare: 'Find care near you',
  },
} as const;
