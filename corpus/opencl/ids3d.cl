// Every id and size query of a 3-D range, written per work-item: global, local and group ids,
// sizes, the number of groups, the offset and the dimension count, as one number each.
__kernel void ids(__global long *out) {
  size_t x = get_global_id(0) - get_global_offset(0);
  size_t y = get_global_id(1) - get_global_offset(1);
  size_t z = get_global_id(2) - get_global_offset(2);
  size_t at = 4 * ((z * get_global_size(1) + y) * get_global_size(0) + x);
  out[at + 0] = get_global_id(0) + 100 * get_global_id(1) + 10000 * get_global_id(2);
  out[at + 1] = get_local_id(0) + 100 * get_local_id(1) + 10000 * get_local_id(2);
  out[at + 2] = get_group_id(0) + 100 * get_group_id(1) + 10000 * get_group_id(2)
                + 1000000 * get_work_dim();
  out[at + 3] = get_local_size(0) * get_num_groups(0) + 100 * get_local_size(1) * get_num_groups(1)
                + 10000 * get_local_size(2) * get_num_groups(2) + 1000000 * get_global_offset(0);
}
