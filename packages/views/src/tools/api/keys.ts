/** Query keys of the tools area. */
export const toolsKeys = {
  all: ['tools'] as const,
  workedTime: (userId: number, start: string, end: string) => ['tools', 'worked-time', userId, start, end] as const,
  workItems: (issueId: string) => ['tools', 'work-items', issueId.toUpperCase()] as const,
};
