/**
 * A simple-rest style data provider on axios for the server's /api/v1 envelope
 * (`{status, data, meta}`): lists page and sort on the server with page/pageSize/sort/order.
 */
import type { DataProvider } from '@refinedev/core';
import axios from 'axios';

export const API_URL = '/api/v1';
export const TOKEN_KEY = 'token';

export const http = axios.create({ baseURL: API_URL });
http.interceptors.request.use((config) => {
  const token = sessionStorage.getItem(TOKEN_KEY);
  if (token) config.headers.Authorization = `Bearer ${token}`;
  return config;
});

export const dataProvider: DataProvider = {
  getApiUrl: () => API_URL,
  getList: async ({ resource, pagination, sorters }) => {
    const { currentPage = 1, pageSize = 10, mode = 'server' } = pagination ?? {};
    const sorter = sorters?.[0];
    const params = {
      ...(mode === 'server' ? { page: currentPage, pageSize } : {}),
      ...(sorter ? { sort: sorter.field, order: sorter.order } : {}),
    };
    const { data: body } = await http.get(`${resource}/list`, { params });
    return { data: body.data, total: body.meta?.total ?? body.data.length };
  },
  getOne: async ({ resource, id }) => ({ data: (await http.get(`${resource}/${id}`)).data.data }),
  create: async ({ resource, variables }) => ({
    data: (await http.post(`${resource}/create`, variables)).data.data,
  }),
  update: async ({ resource, id, variables }) => ({
    data: (await http.patch(`${resource}/update/${id}`, variables)).data.data,
  }),
  deleteOne: async ({ resource, id }) => ({
    data: (await http.delete(`${resource}/delete/${id}`)).data.data,
  }),
  custom: async ({ url, method, payload, query }) => {
    const { data: body } = await http.request({ url, method, data: payload, params: query });
    return { data: body.data };
  },
};
