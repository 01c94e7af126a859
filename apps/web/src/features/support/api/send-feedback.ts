import { useMutation } from '@tanstack/react-query';
import {
  type FeedbackRequest,
  type FeedbackResponse,
  sendFeedback as endpoint,
} from '@pinacoteca/contracts/support/feedback';
import { api } from '../../../shared/api/client.ts';

export function sendFeedback(body: FeedbackRequest): Promise<FeedbackResponse> {
  return api.call(endpoint, { body });
}

export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}
