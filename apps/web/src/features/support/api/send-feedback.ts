import { useMutation } from '@tanstack/react-query';
import { FeedbackResponse, type FeedbackRequest } from '@pinacoteca/contracts/support/feedback';
import { api } from '../../../shared/api/client.ts';

export function sendFeedback(body: FeedbackRequest): Promise<FeedbackResponse> {
  return api.post('/api/feedback', FeedbackResponse, body);
}

export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}
