import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCalendarFeeds, TReminderSettings, TRotateFeedRequest, TRsvpRequest, TRsvpView } from '@zborovodja/contracts';
import { api } from '@/lib/api-client.ts';

export const calendarFeedsKey = ['calendar-feeds'] as const;
export const reminderSettingsKey = ['reminder-settings'] as const;

export const useCalendarFeeds = () => useQuery({ queryKey: calendarFeedsKey, queryFn: ({ signal }) => api.get<TCalendarFeeds>('/calendar-feeds', undefined, signal) });

export function useRotateFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TRotateFeedRequest) => api.post<{ url: string }>('/calendar-feeds/rotate', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarFeedsKey }),
  });
}

export const useReminderSettings = () =>
  useQuery({ queryKey: reminderSettingsKey, queryFn: ({ signal }) => api.get<TReminderSettings>('/reminders/settings', undefined, signal) });

export function useSaveReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TReminderSettings) => api.put<TReminderSettings>('/reminders/settings', input),
    onSuccess: (data) => queryClient.setQueryData(reminderSettingsKey, data),
  });
}

export const useRsvp = (token: string) =>
  useQuery({ queryKey: ['rsvp', token], queryFn: ({ signal }) => api.get<TRsvpView>(`/rsvp/${encodeURIComponent(token)}`, undefined, signal), retry: false });

export function useAnswerRsvp(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TRsvpRequest) => api.post<TRsvpView>(`/rsvp/${encodeURIComponent(token)}`, input),
    onSuccess: (data) => queryClient.setQueryData(['rsvp', token], data),
  });
}

/** The same feed for calendar apps: webcal:// opens the system calendar, Google takes it as cid. */
export const webcalUrl = (url: string) => url.replace(/^https?:\/\//, 'webcal://');
export const googleCalendarUrl = (url: string) => `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcalUrl(url))}`;
export const withFestivities = (url: string, on: boolean) => (on ? `${url}?festivities=1` : url);
